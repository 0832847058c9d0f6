#!/usr/bin/env bats
# The long checks of readable's front ends (make test-full):
#   - the special-* and every fourth opening and random golden case,
#     replayed from --fen <start position>, give the golden kibitz
#     transcript (tests/fen.bats does two per version; the whole short
#     corpus from the real start is in tests/readable.bats);
#   - the rules helper of the front ends against the engine's root check
#     on every position of tests/fen/positions.txt and on games played
#     from them (tests/friendly.bats does a quick version).

START='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'

load ../lib/common

setup_file() { build_targets build/readable40 build/readable42 build/readable43; }

# fen_cases VERSION: special-*, and opening-/random- cases 00, 04, 08, ...
fen_cases() {
    (cd tests/golden/$1 && ls special-*.in opening-?[048].in random-?[048].in) |
        sed 's/\.in$//' | paste -sd, -
}

@test "fen (full): golden cases from --fen <start position> (4.0)" {
    tests/golden.sh -j 2 kibitz 40 "$(fen_cases 40)" -- build/readable40 --kibitz --fen "$START"
}

@test "fen (full): golden cases from --fen <start position> (4.2)" {
    tests/golden.sh -j 2 kibitz 42 "$(fen_cases 42)" -- build/readable42 --kibitz --fen "$START"
}

@test "fen (full): golden cases from --fen <start position> (4.3)" {
    tests/golden.sh -j 2 kibitz 43 "$(fen_cases 43)" -- build/readable43 --kibitz --fen "$START"
}

# The two busy middlegames (r3k2r/p...) cost tens of milliseconds per
# offered move in 4.2 and 4.3: they are checked as they stand; the other
# positions with a 30-ply game each.
@test "rules (full): the move rules agree with the engine, every version" {
    local v
    for v in 40 42 43; do
        grep -v '^r3k2r/p' tests/fen/positions.txt |
            ./build/readable$v --selftest-rules=30 --nodes 5000
        grep '^r3k2r/p' tests/fen/positions.txt |
            ./build/readable$v --selftest-rules
    done
}
