#!/usr/bin/env bats
# readable --uci: the Universal Chess Interface (docs/front-ends.md, "UCI
# mode").  Engine moves are deterministic at a fixed node budget (go nodes
# N), so they are part of the expected answers; times and speeds are not.

load lib/common

setup_file() { build_targets build/readable40 build/readable42 build/readable43 build/readable48; }

setup() {
    to_top
    load lib/uci
}

# uci LINE...: the lines as one conversation with readable43 --uci (the
# end of input lets a finite search finish, then ends the program).
uci() {
    printf '%s\n' "$@" | timeout 120 ./build/readable43 --uci
}

# The fastchess --compliance position (its step 5).
COMPLIANCE_FEN='3r2k1/p5n1/1pq1p2p/2p3p1/2P1P1n1/1P1P2pP/PN1Q2K1/5R2 w - - 0 27'

@test "uci: uci answers id name, id author, the options and uciok" {
    run uci uci
    [ "$status" -eq 0 ]
    [ "${lines[0]}" = "id name micro-Max 4.3 readable $(release)" ]
    [[ "${lines[1]}" == "id author "* ]]
    [ "${lines[2]}" = "option name Hash type spin default 192 min 1 max 192" ]
    [ "${lines[3]}" = "option name Threads type spin default 1 min 1 max 1" ]
    [[ "${lines[4]}" == "option name Move Overhead type spin default 50 "* ]]
    [ "${lines[5]}" = "option name Level type spin default 0 min 0 max 5" ]
    [ "${lines[6]}" = "uciok" ]
    [ "${#lines[@]}" -eq 7 ]
    local v
    for v in 40 42; do
        run bash -c "echo uci | ./build/readable$v --uci | head -1"
        [ "$output" = "id name micro-Max ${v:0:1}.${v:1:1} readable $(release)" ]
    done
}

@test "uci: a first input line 'uci' (also with CRLF) switches the plain program to UCI" {
    run bash -c "printf 'uci\nisready\n' | ./build/readable43"
    # from a pipe, the first line is read before the board is printed, so
    # a GUI's first answer is id name
    [ "${lines[0]}" = "id name micro-Max 4.3 readable $(release)" ]
    [ "${lines[-1]}" = "readyok" ]
    run bash -c "printf 'uci\r\nisready\r\n' | ./build/readable43"
    [ "${lines[-1]}" = "readyok" ]
    # "uci" later, or with more on the line, is an illegal move as before
    run bash -c "printf 'ucix\n' | ./build/readable43"
    [[ "$output" != *uciok* ]]
    # any other first line: the board, then the line's search, as always
    run bash -c "printf 'ucix\n' | ./build/readable43"
    [ "${lines[0]}" = " r n b q k b n r " ]
    [ "${#lines[@]}" -eq 16 ]
}

@test "uci: option Level n plays as the terminal's level n (its node budget), with a clock too" {
    local level nodes terminal
    for level in 1 2; do
        nodes=$(( level == 1 ? 1000 : 10000 ))
        terminal=$(printf '\n' | ./build/readable43 --nodes $nodes | tail -8)
        move=$(uci "setoption name Level value $level" 'position startpos' 'go wtime 600000 btime 600000' |
            awk '$1 == "bestmove" { print $2 }')
        [ "$(printf '%s\n' "${move:0:4}" | ./build/readable43 | tail -8)" = "$terminal" ]
    done
    run uci 'setoption name Level value 6' 'setoption name Level value x'
    [ "${lines[0]}" = "info string Level needs a number from 0 (full strength) to 5" ]
    [ "${lines[1]}" = "${lines[0]}" ]
}

@test "uci: isready, setoption, ucinewgame, debug, register, stop when idle" {
    run uci isready 'setoption name Hash value 192' 'setoption name Threads value 1' \
        'setoption name Move Overhead value 100' 'debug on' register ucinewgame stop isready
    [ "$output" = "$(printf 'readyok\nreadyok')" ]
    run uci 'setoption name Hash value 0' 'setoption name Threads value 4' \
        'setoption name Nonsense value 1' 'setoption name Move Overhead value x' 'setoption'
    [ "$output" = "$(printf '%s\n' 'info string Hash needs a number of megabytes (MiB) from 1 to 192' \
        'info string Threads is fixed at 1' 'info string no such option: Nonsense' \
        'info string Move Overhead needs a number from 0 to 5000' \
        'info string setoption needs: name NAME [value VALUE]')" ]
}

@test "uci: Hash chooses the table's size: smaller tables search other trees" {
    local h out
    # the table is slots of 12 bytes, a power of two of them
    # (said under debug on only: a remark, nothing to act on)
    run uci 'setoption name Hash value 100'
    [ "$output" = "" ]
    run uci 'debug on' 'setoption name Hash value 100' 'setoption name Hash value 64' 'setoption name Hash value 500'
    [ "$output" = "$(printf '%s\n' \
        'info string Hash 100 MiB: 98304 KiB in use (a power of two of 12-byte slots)' \
        'info string Hash 64 MiB: 49152 KiB in use (a power of two of 12-byte slots)' \
        'info string Hash 500 MiB: 196608 KiB in use (a power of two of 12-byte slots)')" ]
    # 4.8 from e4 to depth 7: the node count of each size (the last info
    # line); 192 MiB, the listing's, is the default; 1 MiB is 2^16 slots
    for h in 1 192 default; do
        out=$(printf '%s\n' uci "setoption name Hash value $h" 'position startpos moves e2e4' \
            'go depth 7' | timeout 120 ./build/readable48 --uci | grep '^info depth' | tail -1)
        eval "nodes_$h=\$(echo \"\$out\" | sed -E 's/.* nodes ([0-9]+) .*/\\1/')"
    done
    [ "$nodes_192" = "$nodes_default" ]
    [ "$nodes_1" != "$nodes_192" ]
    # the same search with the same size and a ucinewgame: the size stays
    out=$(printf '%s\n' uci 'setoption name Hash value 1' ucinewgame 'position startpos moves e2e4' \
        'go depth 7' | timeout 120 ./build/readable48 --uci | grep '^info depth' | tail -1)
    [ "$(echo "$out" | sed -E 's/.* nodes ([0-9]+) .*/\1/')" = "$nodes_1" ]
}

@test "uci: a search stopped by go nodes reports the nodes it searched, not its playing pass's" {
    # 4.8 after e4: iteration 7 is under way at 200,000 nodes; the move
    # played is its best so far, played by a root search of its own
    run bash -c "printf '%s\n' 'position startpos moves e2e4' 'go nodes 200000' | timeout 120 ./build/readable48 --uci"
    [ "$status" -eq 0 ]
    [[ "${lines[-2]}" == "info depth 7 score "*" nodes 200000 "* ]]
    [[ "${lines[-1]}" == "bestmove "* ]]
}

@test "uci: go nodes: info lines (depth score nodes time nps pv), then bestmove" {
    run uci 'position startpos moves e2e4' 'go nodes 2000'
    [ "$status" -eq 0 ]
    # the time and the speed vary; the rest is exact (as xboard's post)
    [ "$(echo "$output" | sed -E 's/ time [0-9]+( nps [0-9]+)? / time T nps S /')" = "$(printf '%s\n' \
        'info depth 2 score cp 15 nodes 15 time T nps S pv c7c5' \
        'info depth 3 score cp 0 nodes 334 time T nps S pv c7c5 d2d4' \
        'info depth 4 score cp 15 nodes 1605 time T nps S pv e7e5 d2d4 b8c6' \
        'info depth 4 score cp 15 nodes 2000 time T nps S pv e7e5 d2d4 b8c6' \
        'bestmove e7e5')" ]
    # (depth 5 would end at 14,518 nodes: stopped at 2,000, the move is
    # depth 4's, and the last line, the whole search's, says 2,000 nodes;
    # with --nodes 2000, the published budget, it is depth 5's)
}

@test "uci: every PV is a legal line from its position" {
    local fen
    for fen in "$COMPLIANCE_FEN" \
        'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1' \
        '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1'; do
        run uci "position fen $fen" 'go nodes 100000'
        [ "${lines[-1]:0:9}" = "bestmove " ]
        local pv n=0
        while read -r pv; do
            # the engine itself refuses an illegal move list
            run uci "position fen $fen moves $pv" isready
            [ "$output" = readyok ]
            n=$((n + 1))
        done < <(echo "$output" | sed -n 's/^info .* pv //p')
        [ "$n" -ge 3 ]
    done
}

@test "uci: mate scores in moves: mate 1, mate 2, mated in 1; mated or stalemated: bestmove 0000" {
    run uci 'position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1' 'go depth 6'
    [[ "${lines[-2]}" == "info depth 3 score mate 1 "*" pv a1a8" ]]
    [ "${lines[-1]}" = "bestmove a1a8" ]
    run uci 'position fen 7k/8/5K2/8/8/8/8/6R1 w - - 0 1' 'go depth 8'
    [[ "${lines[-2]}" == "info depth 5 score mate 2 "*" pv f6f7 h8h7 g1h1" ]]
    run uci 'position fen 7k/5K2/8/8/8/8/8/6R1 b - - 0 1' 'go depth 8'
    [[ "${lines[-2]}" == *" score mate -1 "*" pv h8h7 g1h1" ]]
    run uci 'position fen 6k1/5ppp/8/8/8/8/5PPP/r5K1 w - - 0 1' 'go nodes 1000'
    [ "$output" = "$(printf 'info depth 0 score mate 0\nbestmove 0000')" ]
    run uci 'position fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1' 'go nodes 1000'
    [ "$output" = "$(printf 'info depth 0 score cp 0\nbestmove 0000')" ]
}

@test "uci: position: castling as the king's move, promotion as e7e8q" {
    # after castling the rook stands on f1: Rf1-f8 is possible at once
    run uci 'position fen r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 moves e1g1 e8c8 f1f7' isready
    [ "$output" = readyok ]
    run uci 'position fen r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 moves e1g1 e8c8 h1h7' isready
    [[ "$output" == "info string position refused: illegal move h1h7: "* ]]
    # e7e8q and e7e8 are both the queen promotion; the queen then moves as one
    run uci 'position fen 8/4P1k1/8/8/8/8/8/K7 w - - 0 1 moves e7e8q g7h7 e8e1' isready
    [ "$output" = readyok ]
    run uci 'position fen 8/4P1k1/8/8/8/8/8/K7 w - - 0 1 moves e7e8 g7h7 e8e1' isready
    [ "$output" = readyok ]
    # the engine's own promotion: bestmove with q
    run uci 'position fen 8/P1k5/8/8/8/8/5K2/8 w - - 0 60' 'go nodes 2000'
    [ "${lines[-1]}" = "bestmove a7a8q" ]
}

@test "uci: an opponent's under-promotion is played as the xboard mode plays it" {
    # the knight moves as a knight, not as a queen
    run uci 'position fen 8/4P1k1/8/8/8/8/8/K7 w - - 0 1 moves e7e8n g7g6 e8d6' isready
    [ "$output" = readyok ]
    run uci 'position fen 8/4P1k1/8/8/8/8/8/K7 w - - 0 1 moves e7e8n g7g6 e8e1' isready
    [[ "$output" == "info string position refused: illegal move e8e1: "* ]]
    # and the evaluation counts a knight (297), a rook (495), a queen (898)
    # (micro-Max's -292, -490, -893 as centipawns, as xboard.bats shows them)
    local p
    for p in n:-295 r:-495 q:-902; do
        run uci "position fen 8/P7/8/7k/8/8/8/K7 w - - 0 60 moves a7a8${p%%:*}" 'go nodes 1000'
        [[ "${lines[0]}" == "info depth 2 score cp ${p#*:} "* ]]
    done
}

@test "uci: a bad position gives info string, go then answers bestmove 0000, the program goes on" {
    run uci position 'position foo' 'position fen' 'position fen 8/8/8/8 w' \
        'position startpos moves e2e5' 'position startpos moves e2e4 e7e5 xx' \
        'position startpos e2e4' 'position startpos moves e7e5' \
        'position startpos moves e2e4 e7e5 e1g1' 'position startpos moves a2a4q' \
        go isready
    [ "$status" -eq 0 ]
    [ "${#lines[@]}" -eq 13 ]
    local l
    for l in "${lines[@]:0:10}"; do
        [[ "$l" == "info string position refused: "* ]]
    done
    [[ "${lines[4]}" == *"illegal move e2e5: that piece cannot move there" ]]
    [[ "${lines[5]}" == *"'xx' is not a move"* ]]
    [[ "${lines[7]}" == *"illegal move e7e5: that piece belongs to the other side" ]]
    [ "${lines[10]}" = "info string go: no position (the last one was refused)" ]
    [ "${lines[11]}" = "bestmove 0000" ]
    [ "${lines[12]}" = "readyok" ]
    # a good position afterwards works again
    run uci 'position startpos moves e2e5' 'position startpos moves e2e4' 'go depth 2'
    [ "${lines[-1]:0:9}" = "bestmove " ]
}

@test "uci: go with nonsense numbers: info string, the search still answers" {
    run uci 'position startpos' 'go nodes x depth -3 movetime' 'go wtime abc nodes 1000' \
        'go frobnicate 7 nodes 1000' 'go nodes 99999999999999999999999 depth 2'
    [ "$status" -eq 0 ]
    [ "$(grep -c '^bestmove ' <<< "$output")" -eq 4 ]
    grep -q "^info string go nodes needs a whole number of at least 1, not 'x': ignored" <<< "$output"
    grep -q "^info string go depth needs a whole number of at least 0, not '-3': ignored" <<< "$output"
    grep -q "^info string go movetime needs a number" <<< "$output"
    grep -q "^info string go wtime needs a whole number of milliseconds, not 'abc': ignored" <<< "$output"
    grep -q "^info string go: unknown word 'frobnicate' ignored" <<< "$output"
}

@test "uci: go searchmoves is ignored without swallowing the next keyword" {
    run uci 'position startpos' 'go searchmoves e2e4 d2d4 depth 2'
    [ "$status" -eq 0 ]
    [ "${lines[0]}" = "info string go searchmoves is not supported: ignored" ]
    # depth 2 was read: the last info line is depth 2, not a default search
    [[ ${lines[-2]} == "info depth 2 "* ]]
    [[ ${lines[-1]} == "bestmove "* ]]
}

@test "uci: no nps under a millisecond; the last PV starts with the move played" {
    run uci 'position startpos' 'go depth 1' 'position fen 8/8/6p1/5p1p/5PPP/8/5q2/5k1K b - - 5 100' 'go nodes 20000'
    [ "$status" -eq 0 ]
    local line best prev=""
    while read -r line; do
        if [[ $line == "info depth"* ]]; then
            [[ $line == *" time 0 pv "* || $line =~ \ time\ [1-9][0-9]*\ nps\ [0-9]+\ pv ]]
            prev=$line
        elif [[ $line == bestmove* ]]; then
            best=${line#bestmove }
            [[ $prev == *" pv $best"* ]]
        fi
    done <<< "$output"
}

@test "uci: garbage, binary bytes, CRLF, long lines and end of input mid-line" {
    run bash -c "printf 'xyzzy\n\001\002\377\n\n  \t \ngo\tnodes 1000 \r\n' | ./build/readable43 --uci"
    [ "$status" -eq 0 ]
    [ "${lines[0]}" = "info string unknown command: xyzzy" ]
    [ "${lines[-1]:0:9}" = "bestmove " ]
    # "joho debug on" is debug on (UCI: skip unknown words)
    run uci 'joho isready'
    [ "$output" = readyok ]
    # a 200,000-character line is cut; the next line still works
    run bash -c "{ head -c 200000 /dev/zero | tr '\0' x; printf '\nisready\n'; } | ./build/readable43 --uci"
    [ "$status" -eq 0 ]
    [ "${lines[-1]}" = "readyok" ]
    # a position line of a 600-ply game is read whole
    local moves
    moves=$(for i in $(seq 150); do printf ' g1f3 g8f6 f3g1 f6g8'; done)
    run uci "position startpos moves$moves" 'go depth 2'
    [ "${lines[-1]:0:9}" = "bestmove " ]
    # end of input in the middle of a line
    run bash -c "printf 'isready\nisrea' | ./build/readable43 --uci"
    [ "$output" = "$(printf 'readyok\ninfo string unknown command: isrea')" ]
}

@test "uci: quit ends at once with status 0; so does end of input" {
    run uci quit isready
    [ "$status" -eq 0 ]
    [ "$output" = "" ]
    run bash -c ": | ./build/readable43 --uci"
    [ "$status" -eq 0 ]
}

@test "uci: --uci --nodes N plays what the terminal program plays with --nodes N" {
    local fen n
    for fen in '' "$COMPLIANCE_FEN" \
        'r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10' \
        'rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2'; do
        for n in 3000 40000; do
            # the terminal: --fen, one empty line; the board it prints last
            # is after the engine's move
            local terminal move position=startpos
            [ -n "$fen" ] && position="fen $fen"
            terminal=$(printf '\n' | ./build/readable43 --nodes $n ${fen:+--fen "$fen"} | tail -8)
            move=$(printf '%s\n' "position $position" go |
                ./build/readable43 --uci --nodes $n | awk '$1 == "bestmove" { print $2 }')
            # play the UCI move in the terminal program: the same board
            [ "$(printf '%s\n' "${move:0:4}" | ./build/readable43 ${fen:+--fen "$fen"} | tail -8)" = "$terminal" ]
        done
    done
}

@test "uci: --nodes plays the golden replies (opening-03, random-05; every version)" {
    local v c expected=$BATS_TEST_TMPDIR/expected replies
    for v in 40 42 43 48; do
        # 4.8's golden replies are a table of their own
        replies=tests/golden/replies.tsv; [ $v = 48 ] && replies=tests/golden/replies48.tsv
        for c in opening-03 random-05; do
            UCI_REPLIES=$replies uci_golden_input "$v" "$c" 1000000 > "$BATS_TEST_TMPDIR/in"
            run bash -c "./build/readable$v --uci --nodes 1000000 < '$BATS_TEST_TMPDIR/in' | awk '\$1 == \"bestmove\" { print \$2 }'"
            [ "$output" = "$(cat "$expected")" ]
        done
    done
}

@test "uci: the position stays until the next position command: go, go searches it twice" {
    run uci 'position fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1' \
        'go nodes 3000' 'go nodes 3000' 'go depth 3'
    [ "$(grep -c '^bestmove ' <<< "$output")" -eq 3 ]
    local m
    for m in $(awk '$1 == "bestmove" { print $2 }' <<< "$output"); do
        # each is a Black move of that position
        run uci "position fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 moves $m" isready
        [ "$output" = readyok ]
    done
}

@test "uci: ucinewgame restores a fresh process: fixed-node searches repeat exactly" {
    local fresh again
    fresh=$(uci 'position startpos moves d2d4' 'go nodes 30000' | sed -E 's/ time [0-9]+( nps [0-9]+)?//')
    again=$(uci 'position startpos moves e2e4' 'go nodes 30000' 'position startpos moves e2e4 c7c5' \
        'go nodes 30000' ucinewgame 'position startpos moves d2d4' 'go nodes 30000' |
        sed -E 's/ time [0-9]+( nps [0-9]+)?//')
    [ "$(echo "$again" | awk '/^bestmove/ { n++; next } n == 2')$(echo "$again" | tail -1)" != "" ]
    # the part after ucinewgame is the fresh process's output
    [ "$(echo "$again" | awk 'n == 2; /^bestmove/ { n++ }')" = "$fresh" ]
}

@test "uci: the fastchess --compliance sequence: every go answered, an info line with a score last" {
    # 100 ms clocks: the search is stopped at whatever depth the machine
    # reaches, after no iteration at all on a slow one; at any speed the
    # line before each bestmove is an info line with a score, and its PV
    # starts with the move played
    run uci uci isready ucinewgame 'position startpos' isready "position fen $COMPLIANCE_FEN" isready \
        'go wtime 100' \
        'position fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1' 'go btime 100' \
        'go wtime 100 winc 100 btime 100 binc 100' 'go btime 100 binc 100 wtime 100 winc 100' \
        ucinewgame 'position startpos' 'go wtime 100 btime 100' \
        'position startpos moves e2e4 e7e5' 'go wtime 100 btime 100'
    [ "$status" -eq 0 ]
    [ "$(grep -c '^readyok$' <<< "$output")" -eq 3 ]
    [ "$(grep -c '^bestmove [a-h][1-8][a-h][1-8]' <<< "$output")" -eq 6 ]
    # no remarks without debug on
    ! grep -q '^info string' <<< "$output"
    # the line before each bestmove is an info line with a score, its PV
    # starting with the move
    [ "$(grep -B1 '^bestmove' <<< "$output" | grep -c '^info depth [0-9]* score \(cp\|mate\) ')" -eq 6 ]
    awk '$1 == "info" { for (i = 1; i < NF; i++) if ($i == "pv") pv = $(i + 1) }
         $1 == "bestmove" && $2 != pv { exit 1 }' <<< "$output"
}

# Commands during a search: answered while it runs, not after it.  The
# searches below would run for many minutes (go infinite; 2,000,000,000
# nodes), so an answer that comes at all came from the poll hook; the
# wait for it (60 s) only catches a hang.  How fast the answer comes is a
# measurement, not a test: tools/latency.sh.
@test "uci: stop and isready during a search are answered while it runs" {
    local ms
    ms=$(RESPONSE_WAIT=60 uci_latency "./build/readable43 --uci" "go infinite" isready readyok)
    [ "$ms" != timeout ]
    ms=$(RESPONSE_WAIT=60 uci_latency "./build/readable43 --uci" "go infinite" stop "bestmove ")
    [ "$ms" != timeout ]
    # a search with a clock stops as well (ten minutes on it)
    ms=$(RESPONSE_WAIT=60 uci_latency "./build/readable43 --uci" "go wtime 600000 btime 600000" stop "bestmove ")
    [ "$ms" != timeout ]
}

@test "uci: go infinite waits for stop even after a mate; movetime and depth end by themselves" {
    # piped input: the end of input stops an infinite search
    run uci 'position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1' 'go infinite'
    [ "${lines[-1]}" = "bestmove a1a8" ]
    run uci 'position startpos' 'go movetime 200'
    [ "${lines[-1]:0:9}" = "bestmove " ]
    run uci 'position startpos' 'go depth 3'
    [[ "${lines[-2]}" == "info depth 3 "* ]]
}

@test "uci: the clock is respected: a 1-second clock plans its share, and the search stops there" {
    # debug on shows the plan (clock.h): 1,000 ms less the 50 ms overhead
    # over 40 moves is a share of 23.75 ms; no iteration starts after half
    # a share, the search stops at 2.5 shares.  Whatever depth the machine
    # reaches, the move comes, and a stop reported is at the limit or
    # after it (it cannot come before)
    run uci 'debug on' 'position startpos' 'go wtime 1000 btime 1000'
    [ "${lines[0]}" = "info string time plan: no new iteration after 11 ms, stop at 59 ms" ]
    local at
    at=$(awk '/^info string time limit after / { print $6 }' <<< "$output")
    [ -z "$at" ] || [ "$at" -ge 59 ]
    [ "${lines[-1]:0:9}" = "bestmove " ]
    [[ "${lines[-2]}" == "info depth "* ]]
}

# 4.8 keeps its hash table between moves and locks the game's positions in
# it as draws (docs/front-ends.md, "4.8's hash table"), so its search
# depends on the whole game so far, not only on the position.  The two
# tests below cost about 15 s of CPU (the golden game's six searches: 21 M
# nodes).
# golden_moves48 CASE N: the first N moves of a 4.8 golden case, one line.
golden_moves48() {
    awk -F '\t' -v c="$1" -v n="$2" '$1 == 48 && $2 == c && $3 <= n { printf "%s ", $5 }' \
        tests/golden/replies48.tsv
}
# last_searched: the node count of the last kibitz line on standard input.
last_searched() {
    awk '/ ply, / { n = $3 } END { print n }'
}

@test "uci 4.8: a golden game continued move by move searches what the terminal searched (game-d4, 6 engine moves)" {
    local v=48 c=game-d4 expected=$BATS_TEST_TMPDIR/expected
    UCI_REPLIES=tests/golden/replies48.tsv uci_golden_input $v $c 1000000 > "$BATS_TEST_TMPDIR/all"
    head -n 12 "$BATS_TEST_TMPDIR/all" > "$BATS_TEST_TMPDIR/in"
    run bash -c "./build/readable48 --uci < '$BATS_TEST_TMPDIR/in'"
    [ "$status" -eq 0 ]
    # the moves of the golden game
    [ "$(uci_bestmoves <<< "$output" | paste -sd' ')" = "$(head -n 6 "$expected" | paste -sd' ')" ]
    # and the node count of each search's last iteration, as its kibitz
    # trace printed it: the same tree, hash table included
    local uci_nodes golden_nodes
    uci_nodes=$(awk '$1 == "info" && $2 == "depth" { for (i = 3; i < NF; i++) if ($i == "nodes") n = $(i + 1) } $1 == "bestmove" { print n }' <<< "$output" | paste -sd' ')
    golden_nodes=$(awk '/ ply, / { n = $3; next } length($0) == 8 && n != "" { print n; n = "" }' \
        tests/golden/48/$c.kibitz | sed -n '2,7p' | paste -sd' ')
    echo "uci: $uci_nodes"; echo "golden: $golden_nodes"
    [ "$uci_nodes" = "$golden_nodes" ]
}

@test "uci 4.8: position startpos moves ... (also after ucinewgame) searches what the terminal searches after the same typed moves" {
    local n k moves uci_in=() terminal=() i=0
    for k in 3 8 13; do
        moves=$(golden_moves48 game-start $k)
        # the terminal: the moves typed, then an empty line
        terminal+=("$( { printf '%s\n' $moves; echo; } |
            ./build/readable48 --kibitz --nodes 60000 | last_searched)")
        uci_in+=("position startpos moves $moves" go ucinewgame)
    done
    run bash -c "printf '%s\n' \"\$@\" | ./build/readable48 --uci --nodes 60000" _ "${uci_in[@]}"
    [ "$status" -eq 0 ]
    local uci_nodes
    uci_nodes=$(awk '$1 == "info" && $2 == "depth" { for (i = 3; i < NF; i++) if ($i == "nodes") n = $(i + 1) } $1 == "bestmove" { print n }' <<< "$output" | paste -sd' ')
    echo "uci: $uci_nodes"; echo "terminal: ${terminal[*]}"
    [ "$uci_nodes" = "${terminal[*]}" ]
}

@test "uci: go depth 0 says so under debug on and searches depth 1, the shallowest search that chooses a move" {
    run uci 'position startpos' 'go depth 0'
    [[ "${lines[0]}" == "info depth "* ]]
    run uci 'debug on' 'position startpos' 'go depth 0'
    [ "${lines[0]}" = "info string go depth 0: searching depth 1, the shallowest search that chooses a move" ]
    [ "${lines[-1]}" = "$(uci 'position startpos' 'go depth 1' | tail -1)" ]
    [ "${lines[-1]:0:9}" = "bestmove " ]
}

@test "uci: go ponder holds the bestmove back until ponderhit or stop" {
    local fen='position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1'
    # a plain go answers before the isready that follows it...
    run uci "$fen" 'go depth 3' isready
    [ "${lines[-2]}" = "bestmove a1a8" ]
    [ "${lines[-1]}" = "readyok" ]
    # ...go ponder waits, whether its search has ended or not
    local end
    for end in ponderhit stop; do
        run uci "$fen" 'go ponder depth 3' isready "$end"
        [ "${lines[-2]}" = "readyok" ]
        [ "${lines[-1]}" = "bestmove a1a8" ]
    done
    # with --nodes as well
    run bash -c "printf '%s\n' '$fen' 'go ponder' isready ponderhit | ./build/readable43 --uci --nodes 1000"
    [ "${lines[-2]}" = "readyok" ]
    [ "${lines[-1]}" = "bestmove a1a8" ]
}

@test "uci: go ponder nodes N: the node limit waits for ponderhit, then holds" {
    # Every line is in the pipe before the search starts, so the ponderhit
    # is read at the search's first poll (think.h, THINK_POLL_NODES).
    # A limit already passed then ends the search at once; one still
    # ahead stops it there.  Pondering itself is not stopped by it.
    local last
    for v in 48 43; do
        run bash -c "printf '%s\n' 'position startpos' 'go ponder nodes 500' ponderhit |
            timeout 120 ./build/readable$v --uci"
        last=$(grep '^info depth' <<< "$output" | tail -n 1)
        echo "$v: $last"
        [[ "$last" =~ \ nodes\ ([0-9]+)\  ]]
        [ "${BASH_REMATCH[1]}" -gt 500 ]
        [[ "${lines[-1]}" == "bestmove $(sed 's/.* pv \([a-h1-8]*\).*/\1/' <<< "$last")" ]]
        run bash -c "printf '%s\n' 'position startpos' 'go ponder nodes 100000' ponderhit |
            timeout 120 ./build/readable$v --uci"
        last=$(grep '^info depth' <<< "$output" | tail -n 1)
        echo "$v: $last"
        [[ "$last" == *" nodes 100000 "* ]]
    done
}

@test "uci: go nodes N searches at most N nodes, the same every time, and plays a completed iteration's move" {
    local n out again
    for n in 1000 100000; do
        out=$(uci 'position startpos moves e2e4' "go nodes $n" | sed -E 's/ time [0-9]+( nps [0-9]+)?//')
        again=$(uci 'position startpos moves e2e4' "go nodes $n" | sed -E 's/ time [0-9]+( nps [0-9]+)?//')
        echo "$out"
        [ "$out" = "$again" ]
        # every count reported is at most n, and the move played is the
        # last completed iteration's (the last PV starts with it)
        awk -v n=$n '$1 == "info" { for (i = 1; i < NF; i++) if ($i == "nodes" && $(i + 1) > n) exit 1 }' <<< "$out"
        [[ $(grep '^info depth' <<< "$out" | tail -1) == *" pv ${out##*bestmove }"* ]]
    done
}

@test "uci: --uci --nodes N starts no root iteration at N nodes or more; the last one runs to its end" {
    run bash -c "printf '%s\n' 'position startpos moves e2e4' go | ./build/readable43 --uci --nodes 100000"
    local -a nodes
    mapfile -t nodes < <(awk '$1 == "info" { for (i = 1; i < NF; i++) if ($i == "nodes") print $(i + 1) }' <<< "$output")
    # every iteration before the last began below the budget (the
    # listing's test: nodes + 128 < N), the last began below it as well
    # and ended above it
    [ "${#nodes[@]}" -ge 2 ]
    [ $(( nodes[-2] + 128 )) -lt 100000 ]
    [ $(( nodes[-1] + 128 )) -ge 100000 ]
}
