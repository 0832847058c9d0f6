#!/usr/bin/env bats
# The friendly mode's move reader (docs/front-ends.md, "Friendly mode"):
# every typed move of two tables against its position, with the move it
# must give or the refusal it must get.  tests/moves/cases.tsv is written
# by hand (the issue's cases and every reason for a refusal);
# tests/moves/generated.tsv is written by tests/moves/generate.py from
# Stockfish's legal moves, each move typed the ways players type it.  Both
# run through build/moves-driver, the reader built from the friendly
# mode's own sources, in one process: no search, well under a second.

load lib/common

setup_file() { build_targets build/moves-driver; }

# check TABLE: run the table, print every row whose answer is not the
# expected one, and the count of rows; fail if any.
check() {
    local table=$1
    ./build/moves-driver < "$table" > "$BATS_TEST_TMPDIR/answers"
    paste <(grep -v -e '^#' -e '^$' "$table") "$BATS_TEST_TMPDIR/answers" | awk -F'\t' '
        { want = $3; got = $5; c = substr(want, 1, 1)
          if (c == "!")      ok = substr(got, 1, 2) == "! " && index(got, substr(want, 2)) > 0
          else if (c == "?") ok = got == "? not a move"
          else               ok = got == want
          if ($2 != $4) { print "out of step at: " $2; exit 1 }
          if (!ok) { print $1 " | " $2 " | wanted " want " | got " got; bad++ } }
        END { print NR " rows, " bad + 0 " wrong"; exit bad > 0 }'
}

@test "moves: the hand-written table (the issue's cases, every reason)" {
    run check tests/moves/cases.tsv
    echo "$output"
    [ "$status" -eq 0 ]
    [ "${lines[-1]%% *}" -ge 200 ]
}

@test "moves: the table generated from Stockfish's legal moves" {
    run check tests/moves/generated.tsv
    echo "$output"
    [ "$status" -eq 0 ]
    [ "${lines[-1]%% *}" -ge 2000 ]
}

@test "moves: the tables agree with Stockfish (generated.tsv is up to date, cases.tsv's moves are legal)" {
    command -v python3 >/dev/null || skip "python3 is not installed"
    [ -x /usr/games/stockfish ] || command -v stockfish >/dev/null ||
        skip "stockfish is not installed (Debian package stockfish)"
    run bash -c "tests/moves/generate.py | diff - tests/moves/generated.tsv"
    echo "$output"
    [ "$status" -eq 0 ]
    run tests/moves/generate.py --check tests/moves/cases.tsv
    echo "$output"
    [ "$status" -eq 0 ]
    [[ $output == *", 0 expected moves not legal" ]]
}

@test "moves: the check catches a wrong answer (a control)" {
    local bad=$BATS_TEST_TMPDIR/bad.tsv
    # b1-a3 after 1. b3 d5 is the knight's move; expecting the bishop's
    # must fail
    printf '%s\t%s\t%s\n' 'rnbqkbnr/ppp1pppp/8/3p4/8/1P6/P1PPPPPP/RNBQKBNR w KQkq - 0 2' b1-a3 c1a3 > "$bad"
    run check "$bad"
    [ "$status" -ne 0 ]
    [[ $output == *"wanted c1a3 | got b1a3"* ]]
}
