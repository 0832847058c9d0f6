#!/usr/bin/env bats
# readableNN bench and --perft (docs/front-ends.md, "UCI in practice").  The big perft counts,
# the full-budget bench and the Stockfish comparison at depth 4 are in
# tests/full/uci.bats.

load lib/common

setup_file() { build_targets build/readable40 build/readable42 build/readable43 build/readable48; }

# perft_is DEPTH COUNT [FEN]: readable43 --perft DEPTH gives COUNT.
perft_is() {
    run ./build/readable43 --perft "$1" ${3:+--fen "$3"}
    [ "$status" -eq 0 ]
    [ "${lines[0]}" = "Nodes searched: $2" ] || { echo "perft $1 ${3:-startpos}: ${lines[0]}, expected $2"; false; }
    [[ "${lines[1]}" == "Time: "*" s ("*" nodes per second)" ]]
}

@test "perft: the start position, depths 0-4 (1; 20; 400; 8,902; 197,281)" {
    perft_is 0 1
    perft_is 1 20
    perft_is 2 400
    perft_is 3 8902
    perft_is 4 197281
}

@test "perft: 8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8, depths 1-5 (14 ... 674,624)" {
    local f='8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1'
    perft_is 1 14 "$f"
    perft_is 2 191 "$f"
    perft_is 3 2812 "$f"
    perft_is 4 43238 "$f"
    perft_is 5 674624 "$f"
}

@test "perft: r4rk1/1pp1qppp/... depths 1-3 (46; 2,079; 89,890)" {
    local f='r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10'
    perft_is 1 46 "$f"
    perft_is 2 2079 "$f"
    perft_is 3 89890 "$f"
}

@test "perft: Kiwipete, depths 1-3 (48; 2,039; 97,862)" {
    local f='r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
    perft_is 1 48 "$f"
    perft_is 2 2039 "$f"
    perft_is 3 97862 "$f"
}

@test "perft: the same in every version; --divide sums to the total" {
    local v
    for v in 40 42; do
        run ./build/readable$v --perft 3
        [ "${lines[0]}" = "Nodes searched: 8902" ]
    done
    run ./build/readable43 --perft 3 --divide
    [ "${#lines[@]}" -eq 22 ]   # (bats drops the empty line)
    [ "${lines[0]}" = "a2a3: 380" ]
    [ "$(awk -F': ' '/^[a-h][1-8][a-h][1-8]/ { s += $2 } END { print s }' <<< "$output")" = 8902 ]
    [ "${lines[20]}" = "Nodes searched: 8902" ]
    # promotions are to a queen only, written with q
    run ./build/readable43 --perft 1 --divide --fen '8/P1k5/8/8/8/8/5K2/8 w - - 0 1'
    grep -qx 'a7a8q: 1' <<< "$output"
    ! grep -q 'a7a8[nbr]' <<< "$output"
}

@test "perft: positions with promotions agree with Stockfish without under-promotions" {
    command -v stockfish >/dev/null || [ -x /usr/games/stockfish ] ||
        skip "stockfish is missing (apt-get install stockfish)"
    run tests/perft-stockfish.sh -d 3
    echo "$output"
    [ "$status" -eq 0 ]
    [ "$(grep -c '^ok ' <<< "$output")" -eq 4 ]
}

@test "perft: bad arguments are usage errors" {
    run ./build/readable43 --perft
    [ "$status" -eq 2 ]
    run ./build/readable43 --perft x
    [ "$status" -eq 2 ]
    [[ "$output" == *"--perft needs a depth from 0 to 20, not 'x'"* ]]
    run ./build/readable43 --divide
    [ "$status" -eq 2 ]
    run ./build/readable43 --perft 2 --fen 'bad fen'
    [ "$status" -eq 2 ]
}

# bench_cases: compare/bench.txt's cases, one per line.
bench_cases() {
    awk '{ sub(/\r$/, "") } /^[ \t]*(#|$)/ { next } { print }' compare/bench.txt
}

@test "bench: its positions are compare/bench.txt's" {
    # the C strings of bench_cases[], one case per line
    run awk '/bench_cases\[\] = \{/ { on = 1; next } on && /^};/ { exit }
        on { line = $0; sub(/^ *"/, "", line); end = line ~ /",$/
             sub(/",?$/, "", line); s = s line; if (end) { print s; s = "" } }' \
        readable/front/bench.c
    [ "$output" = "$(bench_cases)" ]
}

@test "bench NODES: the node signature of the terminal program's kibitz lines, every version" {
    local v n=20000 expected
    for v in 40 42 43 48; do
        # make bench's count (compare/bench.sh): for every root search, the
        # nodes of its last kibitz line
        expected=$(bench_cases | while read -r c; do
            tr ' ' '\n' <<< "$c" | sed 's/^-$//' | ./build/readable$v --kibitz --nodes $n
        done | awk '/^ *-?[0-9]+ ply, / { last = $3; next }
                    { if (last != "") { sum += last; last = "" } }
                    END { printf "%.0f\n", sum }')
        run ./build/readable$v bench $n
        [ "$status" -eq 0 ]
        [ "${#lines[@]}" -eq 11 ]
        [[ "${lines[10]}" =~ ^([0-9]+)\ nodes\ [0-9]+\ nps$ ]]
        [ "${BASH_REMATCH[1]}" = "$expected" ] || { echo "$v: bench ${BASH_REMATCH[1]}, kibitz $expected"; false; }
        # the same on every run
        [ "$(./build/readable$v bench $n | tail -1 | cut -d' ' -f1)" = "$expected" ]
    done
}

@test "bench: a bad node budget is a usage error" {
    run ./build/readable43 bench 0
    [ "$status" -eq 2 ]
    run ./build/readable43 bench lots
    [ "$status" -eq 2 ]
}

@test "bench as a UCI command: the command line's positions and count; the game starts afresh after it" {
    # the same lines as readable48 bench 5000 (the speed aside), then a
    # search as in a fresh process
    local cli uci fresh
    cli=$(./build/readable48 bench 5000 | sed -E 's/ [0-9]+ nps$/ nps/')
    uci=$(printf '%s\n' 'position startpos moves e2e4' 'go nodes 3000' 'bench 5000' \
        'position startpos moves d2d4' 'go nodes 3000' | ./build/readable48 --uci)
    [ "$(sed -n '/^position  1:/,/ nps$/p' <<< "$uci" | sed -E 's/ [0-9]+ nps$/ nps/')" = "$cli" ]
    fresh=$(printf '%s\n' 'position startpos moves d2d4' 'go nodes 3000' | ./build/readable48 --uci |
        sed -E 's/ time [0-9]+( nps [0-9]+)?//')
    [ "$(sed -n '/ nps$/,$p' <<< "$uci" | sed 1d | sed -E 's/ time [0-9]+( nps [0-9]+)?//')" = "$fresh" ]
    # a bad budget is refused, and nothing runs
    run bash -c "printf 'bench x\n' | ./build/readable48 --uci"
    [ "$output" = "info string bench needs a node budget of at least 1, not 'x'" ]
}
