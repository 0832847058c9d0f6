#!/usr/bin/env bats
# The experiments docs/how-it-searches.md ("What the code implies but does
# not say") reports that need a modified build: each variant is built from
# readable/ in a scratch directory (nothing is committed), and the test
# fails if the modification no longer applies.  About 10 s of CPU (two
# builds of 4.3 and a few short searches).  And the shape of search()
# that readable/README.md promises (tools/search-shape.sh).

load lib/common

setup_file() { build_targets build/readable43; }

# variant NAME SED-SCRIPT FILE: readable/ copied, FILE edited, 4.3 built as
# $BATS_FILE_TMPDIR/NAME/readable43; fails when the script changed nothing
variant() {
    local d=$BATS_FILE_TMPDIR/$1
    rm -rf "$d"; mkdir -p "$d"
    cp -R readable "$d/"
    sed -i -e "$2" "$d/readable/$3"
    ! cmp -s "readable/$3" "$d/readable/$3" || { echo "$1: the edit of $3 no longer applies"; return 1; }
    cc -std=c99 -O2 -I"$d/readable" -DUMAX_VERSION=43 -o "$d/readable43" \
        "$d"/readable/engine/*.c "$d"/readable/front/*.c "$d"/readable/front/*/*.c
}

MATE_IN_2='7k/8/5K2/8/8/8/8/6R1 w - - 0 1'

@test "textbook: without the delayed-loss bonus a mate in 2 is not seen, a mate in 1 scores INF" {
    # the bonus: Step 1's alpha-- and Step 18's + (best < eval)
    variant nobonus 's/^\( *\)alpha--;$/\1;/; s/best + (best < eval)/best/g' engine/search.c
    grep -c 'best + (best < eval)' readable/engine/search.c
    ! grep -q 'best + (best < eval)' "$BATS_FILE_TMPDIR/nobonus/readable/engine/search.c"
    # with the bonus: mate in 2 at 7998
    echo | build/readable43 --kibitz --fen "$MATE_IN_2" | grep -q '^97 ply, .*score=  7998 by f6f7$'
    # without: no mate score at any depth, and another move
    run bash -c "echo | '$BATS_FILE_TMPDIR/nobonus/readable43' --kibitz --fen '$MATE_IN_2' | grep ply"
    echo "$output"
    [ "$status" -eq 0 ]
    ! echo "$output" | grep -q 'score= *7[0-9][0-9][0-9] '
    ! echo "$output" | grep -q ' by f6f7$'
    # after f6f7 Black's node at depth 5 runs the mate test and returns 0:
    # the stalemate verdict
    run bash -c "'$BATS_FILE_TMPDIR/nobonus/readable43' --trace 4 --fen '$MATE_IN_2' |
        awk '/^  f6f7: black to move.*depth 5/ { on = 1; next } on && /^  [a-h]/ { exit } on'"
    echo "$output" | head -20
    [[ "$output" == *"null move (mate test)"* ]]
    [ "$(echo "$output" | grep -m1 '^   = ')" = "   = 0" ]
    # and a mate in 1 scores INF, like a king capture (7999 with the bonus)
    run bash -c "echo | '$BATS_FILE_TMPDIR/nobonus/readable43' --kibitz --fen '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1' | grep '^97 ply'"
    [[ "$output" == *"score=  8000 by a1a8" ]]
}

@test "textbook: the hash lock's own value does not matter, only its equality with a stored lock" {
    variant lock 's/^    pos.hash_lock = 0;$/    pos.hash_lock = 123457;/' engine/board.c
    for c in opening-01 special-castle-kingside; do
        "$BATS_FILE_TMPDIR/lock/readable43" --kibitz < tests/golden/43/$c.in > "$BATS_TEST_TMPDIR/$c"
        cmp "$BATS_TEST_TMPDIR/$c" tests/golden/43/$c.kibitz
    done
}

@test "textbook: search() stays short: at most 115 code lines and 6 levels, near the top of its file" {
    run tools/search-shape.sh
    [ "$status" -eq 0 ]
    read -r code _ _ levels _ _ after _ <<< "$output"
    echo "$output"
    [ "$code" -gt 50 ] && [ "$code" -le 115 ]
    [ "$levels" -ge 3 ] && [ "$levels" -le 6 ]
    [ "$after" -le 60 ]
}
