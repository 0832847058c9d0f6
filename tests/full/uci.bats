#!/usr/bin/env bats
# The long UCI checks (docs/front-ends.md, "UCI mode" and "UCI in practice"): a real
# game through polyglot and xboard against Fairy-Max at 10 s + 0.1 s, the
# big perft counts, the full-budget bench, a golden self-play game through
# UCI.  About three minutes.

XBOARD=${XBOARD:-/usr/games/xboard}
FAIRYMAX=${FAIRYMAX:-/usr/games/fairymax}

load ../lib/common

setup_file() { build_targets build/readable43; }

setup() {
    to_top
    load ../lib/uci
    # Debian puts polyglot, xboard and fairymax in /usr/games
    PATH=$PATH:/usr/games
}

@test "uci match: readable43 --uci through polyglot under xboard against Fairy-Max, 10 s + 0.1 s, 2 games" {
    local p
    for p in xvfb-run "$XBOARD" "$FAIRYMAX" polyglot; do
        command -v "$p" >/dev/null ||
            skip "$p is missing (apt-get install xboard xvfb fairymax polyglot)"
    done
    local dir=$BATS_TEST_TMPDIR/match
    mkdir -p "$dir"
    # -fUCI: xboard runs the engine through its UCI adapter, polyglot
    HOME=$dir timeout 600 xvfb-run -a "$XBOARD" -noGUI -mg 2 \
        -fcp "$PWD/build/readable43 --uci" -fUCI -fd "$dir" \
        -scp "$FAIRYMAX" -sd "$dir" -tc 0:10 -inc 0.1 -xponder \
        -sgf "$dir/games.pgn" -debug -nameOfDebugFile "$dir/xboard.debug" \
        -saveSettingsOnExit false -settingsFile "$dir/xboardrc" -xexit \
        > "$dir/xboard.out" 2>&1 || { tail -20 "$dir/xboard.out"; return 1; }
    cp "$dir/games.pgn" "$dir/xboard.debug" "$BATS_FILE_TMPDIR/" 2>/dev/null || true

    # polyglot spoke to the engine and passed its moves on
    grep -q '<first : PolyGlot' "$dir/xboard.debug"
    grep -q '<first : move ' "$dir/xboard.debug"
    # two games, both with a result, readable playing each colour once
    [ "$(grep -c '^\[Result "\(1-0\|0-1\|1/2-1/2\)"\]' "$dir/games.pgn")" -eq 2 ]
    [ "$(grep -c '^\[White "micro-Max 4.3 readable [0-9.]*"\]' "$dir/games.pgn")" -eq 1 ]
    [ "$(grep -c '^\[Black "micro-Max 4.3 readable [0-9.]*"\]' "$dir/games.pgn")" -eq 1 ]
    # no illegal move, false claim, forfeit or crash (in the games, not
    # the tags: TimeControl)
    ! grep -v '^\[' "$dir/games.pgn" | grep -i -E 'illegal|invalid|forfeit|false|crash|exit' || false
    # and no loss on time by micro-Max (on a loaded machine Fairy-Max may
    # lose one: its clock is wall time too)
    awk '/^\[White "/ { white = $0 ~ /micro-Max/ }
         /(White|Black) wins on time/ { if (($0 ~ /Black wins/) == white) bad = 1 }
         END { exit bad }' "$dir/games.pgn"
    ! grep -E '^[0-9]+ <first *: *(Illegal move|Error)' "$dir/xboard.debug" || false
    # the clock: xboard's "time" to the engine (centiseconds left) never
    # reached 0, and the engine used a fair share of it (at least a
    # quarter of the 10 seconds at some point of the game)
    local least
    least=$(awk '/>first : time / { t = $NF; if (min == "" || t < min) min = t } END { print min }' \
        "$dir/xboard.debug")
    echo "least time left: $least cs"
    [ "$least" -gt 0 ] && [ "$least" -lt 750 ]
}

@test "perft: the start position at depth 5 (4,865,609), r4rk1/... at depth 4 (3,894,594)" {
    run ./build/readable43 --perft 5
    [ "${lines[0]}" = "Nodes searched: 4865609" ]
    echo "${lines[1]}"
    run ./build/readable43 --perft 4 --fen 'r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10'
    [ "${lines[0]}" = "Nodes searched: 3894594" ]
}

@test "perft: promotion positions at depth 4 agree with Stockfish without under-promotions" {
    command -v stockfish >/dev/null || skip "stockfish is missing (apt-get install stockfish)"
    run tests/perft-stockfish.sh -d 4 'n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1' \
        '1r2k3/P1P5/8/8/8/8/1p3p2/R3K1N1 w Q - 0 1' '8/P1k5/8/8/8/8/5K1p/8 w - - 0 1'
    echo "$output"
    [ "$status" -eq 0 ]
}

@test "bench: readable43 bench equals make bench's node signature (kibitz lines, 1,000,000 nodes)" {
    local expected
    expected=$(awk '{ sub(/\r$/, "") } /^[ \t]*(#|$)/ { next } { print }' compare/bench.txt |
        while read -r c; do
            tr ' ' '\n' <<< "$c" | sed 's/^-$//' | ./build/readable43 --kibitz
        done | awk '/^ *-?[0-9]+ ply, / { last = $3; next }
                    { if (last != "") { sum += last; last = "" } }
                    END { printf "%.0f\n", sum }')
    run ./build/readable43 bench
    echo "${lines[-1]}"
    [[ "${lines[-1]}" =~ ^([0-9]+)\ nodes\ [0-9]+\ nps$ ]]
    [ "${BASH_REMATCH[1]}" = "$expected" ]
}

@test "uci: --nodes plays the 12 moves of golden special-selfplay-start-12 (43)" {
    local expected=$BATS_TEST_TMPDIR/expected
    uci_golden_input 43 special-selfplay-start-12 1000000 > "$BATS_TEST_TMPDIR/in"
    run bash -c "./build/readable43 --uci --nodes 1000000 < '$BATS_TEST_TMPDIR/in' | awk '\$1 == \"bestmove\" { print \$2 }'"
    [ "$output" = "$(cat "$expected")" ]
    [ "${#lines[@]}" -eq 12 ]
}
