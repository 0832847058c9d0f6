#!/usr/bin/env bats
# tests/legal.bats at full size: every legal move offered through UCI, xboard
# and the friendly mode along games from every position of
# tests/fen/positions.txt, with 4.8's table as the searches left it.
# About a minute of CPU.

load ../lib/common

setup_file() { build_targets build/readable48; }

@test "legal (full): every legal move is played, along games from every test position" {
    command -v python3 >/dev/null || skip "python3 is not installed"
    [ -x /usr/games/stockfish ] || command -v stockfish >/dev/null ||
        skip "stockfish is not installed (Debian package stockfish)"
    local f
    mapfile -t fens < <(grep -v -e '^#' -e '^$' tests/fen/positions.txt)
    for f in uci xboard friendly; do
        run tests/legal/offer.py --front $f --plies 8 --nodes 20000 --seed 7 \
            '8/8/6p1/5p1p/5PPP/8/5q2/5k1K w - - 5 100' "${fens[@]}"
        echo "$output"
        [ "$status" -eq 0 ]
        [[ ${lines[-1]} == "$f: "*", 0 refused" ]]
        [ "$(echo "${lines[-1]}" | cut -d' ' -f4)" -ge 1000 ]
    done
}
