#!/usr/bin/env bats
# The long checks of readable's front ends (make test-full):
#   - every short golden case, replayed from --fen <start position>, gives
#     the golden kibitz transcript (tests/fen.bats does two per version);
#   - the rules helper of the front ends against the engine's root check
#     on every position of tests/fen/positions.txt and on games played
#     from them (tests/friendly.bats does a quick version).

START='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'

setup_file() {
    cd "$BATS_TEST_DIRNAME/../.." || return 1
    make -s build/readable40 build/readable42 build/readable43 >&2
}

setup() {
    cd "$BATS_TEST_DIRNAME/../.." || return 1
}

@test "fen (full): every short golden case from --fen <start position> (4.0)" {
    tests/golden.sh -j 2 kibitz 40 short -- build/readable40 --kibitz --fen "$START"
}

@test "fen (full): every short golden case from --fen <start position> (4.2)" {
    tests/golden.sh -j 2 kibitz 42 short -- build/readable42 --kibitz --fen "$START"
}

@test "fen (full): every short golden case from --fen <start position> (4.3)" {
    tests/golden.sh -j 2 kibitz 43 short -- build/readable43 --kibitz --fen "$START"
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
