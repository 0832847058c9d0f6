#!/usr/bin/env bats
# Every move the rules allow is played by every front end (docs/front-ends.md,
# "Moves the root refuses"): 4.8's root can refuse a legal move after a
# search has filled its table; UCI `position ... moves`, xboard `usermove`
# and the friendly mode then play it without the search, exactly as the root
# would have.  tests/full/legal.bats offers more positions.  About 2 s.

load lib/common

setup_file() { build_targets build/readable48; }

# A position from a game against Fairy-Max: after a search, 19 of Black's 22 replies to g4f5
# used to be refused, the mating Qg2 among them.
REFUSING='8/8/6p1/5p1p/5PPP/8/5q2/5k1K w - - 5 100'

need_stockfish() {
    command -v python3 >/dev/null || skip "python3 is not installed"
    [ -x /usr/games/stockfish ] || command -v stockfish >/dev/null ||
        skip "stockfish is not installed (Debian package stockfish)"
}

@test "legal: UCI plays a legal move that 4.8's root check refuses" {
    run bash -c "printf 'uci\nposition fen $REFUSING\ngo depth 6\nposition fen $REFUSING moves g4f5 f2e2\ngo depth 3\nposition fen $REFUSING moves g4f5 f2g2\nisready\n' | ./build/readable48 --uci"
    echo "$output"
    [ "$status" -eq 0 ]
    [[ $output != *refused* ]]
    [[ ${lines[-2]} == bestmove* && ${lines[-2]} != "bestmove 0000" ]]
    [ "${lines[-1]}" = readyok ]
}

@test "legal: the plain mode keeps the published refusal (the same search)" {
    # White's think, then Black's Qe2: the published program ignores it
    # (board unchanged), as readable's plain mode does.
    run bash -c "printf '\nf2e2\n' | ./build/readable48 --fen '$REFUSING' | tail -16"
    echo "$output"
    [ "$(printf '%s\n' "${lines[@]:0:8}")" = "$(printf '%s\n' "${lines[@]:8:8}")" ]
}

@test "legal: playing without the search leaves the position as the root does" {
    # Every legal move the root plays is played again by the front ends'
    # fallback (root_play_unsearched) from the same state: the board, the
    # side, the evaluation, the en-passant square, the captured-material
    # counter and 4.8's keys must match (selftest.c, check_unsearched).
    run bash -c "(grep -v '^r3k2r/p' tests/fen/positions.txt; echo '$REFUSING') | ./build/readable48 --selftest-rules=3 --nodes 3000 | grep -e UNSEARCHED -e '^unsearched'"
    echo "$output"
    [[ ${lines[-1]} == *", 0 not as the root plays them" ]]
    [ "$(echo "${lines[-1]}" | cut -d' ' -f2)" -ge 500 ]
}

@test "legal: every legal move is played through UCI, xboard and the friendly mode" {
    need_stockfish
    local f
    for f in uci xboard friendly; do
        run tests/legal/offer.py --front $f --plies 3 --nodes 3000 "$REFUSING" \
            'r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w Kq - 4 8' \
            '8/8/8/8/1pP5/8/8/k1K5 b - c3 0 50'
        echo "$output"
        [ "$status" -eq 0 ]
        [[ ${lines[-1]} == "$f: "*", 0 refused" ]]
        [ "$(echo "${lines[-1]}" | cut -d' ' -f4)" -ge 150 ]
    done
}
