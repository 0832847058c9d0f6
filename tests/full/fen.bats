#!/usr/bin/env bats
# The long checks of readable's front ends (make test-full), 4.0-4.3 only
# (4.8's start from --fen: tests/fen.bats; its rules self-test disagrees by
# design, tests/friendly.bats says why):
#   - the special-* cases and the first opening and random golden case,
#     replayed from --fen <start position>, give the golden kibitz
#     transcript (tests/fen.bats does two per version; the whole short
#     corpus from the real start is in tests/full/readable.bats).  Once
#     --fen has set up the start, the search is the one the golden runs
#     check; what the FEN can get wrong (castling rights and the virgin
#     bits, en passant, side to move, the hash key) the special-* cases
#     try.  Every fourth opening and random case, replayed here before,
#     cost 88 M more nodes, 58 s of CPU (measured: 261 s for this file
#     then, 203 s now), and tried no rule that these do not; nor does
#     special-selfplay-start-12 (twelve engine moves from the start, 90 M
#     nodes in the three versions, half of this file's replays), left out;
#   - the rules helper of the front ends against the engine's root check
#     on every position of tests/fen/positions.txt and on games played
#     from them (tests/friendly.bats does a quick version).

START='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'

load ../lib/common

setup_file() { build_targets build/readable40 build/readable42 build/readable43; }

load ../lib/golden

# fen_cases VERSION: special-* but the self-play, opening-00 and random-00.
fen_cases() {
    golden_cases "$1" 'special-*' opening-00 random-00 | tr , '\n' |
        grep -vx special-selfplay-start-12 | paste -sd, -
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
# (Not 4.8: its root may play a typed move that futility pruning left
# unchecked, docs/front-ends.md, "4.8's hash table".)
@test "rules (full): the move rules agree with the engine, 4.0-4.3" {
    local v
    for v in 40 42 43; do
        grep -v '^r3k2r/p' tests/fen/positions.txt |
            ./build/readable$v --selftest-rules=30 --nodes 5000
        grep '^r3k2r/p' tests/fen/positions.txt |
            ./build/readable$v --selftest-rules
    done
}
