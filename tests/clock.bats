#!/usr/bin/env bats
# The protocol front ends on a clock (docs/front-ends.md, "Time and
# depth"): the time given is used, a root iteration still running at the
# time limit is stopped (its best move so far is played only when it has
# beaten the last iteration's, readable/front/think.h), movestogo and
# xboard's st are honoured, and a nearly empty clock still gives a legal
# move.  Nothing here depends on the machine's
# speed or load: a search cannot stop before its limit, and whatever depth
# it reaches, the checks hold.  About 6 s of CPU.

load lib/common

setup_file() { build_targets build/readable40 build/readable42 build/readable43 build/readable48; }

START='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
MIDDLE='3r2k1/p5n1/1pq1p2p/2p3p1/2P1P1n1/1P1P2pP/PN1Q2K1/5R2 w - - 0 27'
ENDING='8/5pk1/6p1/8/3R4/6P1/r4PK1/8 b - - 0 40'

# legal V FEN: the legal moves of FEN by micro-Max's rules, one a line.
legal() {
    ./build/readable$1 --perft 1 --divide --fen "$2" | awk -F: '/^[a-h][1-8][a-h][1-8]/ { print $1 }'
}

# time_limited V MOVETIME FEN...: one UCI session (debug on: the time
# limit's info string), `go movetime` on each FEN; for each search one line
# "LAST_DEPTH FIRST_PV_MOVE LAST_TIME_MS STOPPED_AT_MS STOPPED_DEPTH
# PLAYED_DEPTH BESTMOVE LAST_NODES MOST_NODES" (the last info depth line's
# depth, first move and time; the time limit's info string, or - - -
# without one; the bestmove; the last line's nodes, the most of any line).
time_limited() {
    local v=$1 ms=$2 fen
    shift 2
    { echo 'debug on'
      for fen in "$@"; do
          printf 'position fen %s\ngo movetime %s\n' "$fen" "$ms"
      done; } | timeout 120 ./build/readable$v --uci | awk '
        BEGIN { at = stopped = played = "-" }
        $1 == "info" && $2 == "depth" {
            depth = $3
            for (i = 4; i < NF; i++) {
                if ($i == "time") time = $(i + 1)
                if ($i == "nodes") { nodes = $(i + 1); if (nodes + 0 > most + 0) most = nodes }
                if ($i == "pv") { first = $(i + 1); break }
            }
        }
        /^info string time limit after / {
            at = $6; stopped = $9
            match($0, /the move is depth [0-9]+/); played = substr($0, RSTART + 17, RLENGTH - 17)
        }
        $1 == "bestmove" { print depth, first, time, at, stopped, played, $2, nodes, most; at = stopped = played = "-"; most = 0 }'
}

@test "clock: go movetime 300 uses its time, stops the iteration under way, says so, and the last info line is the move's" {
    local v fens=("$START" "$MIDDLE" "$ENDING") i last first time at stopped played best nodes most
    for v in 48 43; do
        run time_limited $v 300 "${fens[@]}"
        echo "$output"
        [ "$status" -eq 0 ]
        [ "${#lines[@]}" -eq 3 ]
        for i in 0 1 2; do
            read -r last first time at stopped played best nodes most <<< "${lines[$i]}"
            # it searched to the limit (300 ms less the 50 ms overhead),
            # as no search of these ends by itself: either it was stopped
            # there, or the last iteration ended after it (on a slow or
            # loaded machine its line may say less: the last line, the
            # whole search's, says the time at its end).  Stopped, the
            # move is the last completed iteration's, or the stopped
            # one's best so far, and the last info line is that
            # iteration's, with the whole search's nodes and time.  (How
            # long after the limit the stop comes depends on the machine
            # and its load: not checked.)
            if [ "$at" = - ]; then
                [ "$time" -ge 250 ]
            else
                [ "$at" -ge 250 ]
                [ "$played" -eq "$last" ]
                [ "$stopped" -eq "$played" ] || [ "$stopped" -eq $((played + 1)) ]
                [ "$time" -ge "$at" ]
            fi
            [ "$nodes" -eq "$most" ]
            # the move is the first of the last info line's PV
            [ "$best" = "$first" ]
            legal $v "${fens[$i]}" | grep -qx "$best"
        done
    done
}

@test "clock: an empty or nearly empty clock, or no time at all, still gives a legal move in every version" {
    local v fen moves gos=('wtime 0 btime 0' 'wtime 1 btime 1' 'wtime -500 btime -500'
        'wtime 60 btime 60 winc 0 binc 0 movestogo 1' 'movetime 0' 'movetime 1')
    for v in 40 42 43 48; do
        for fen in "$MIDDLE" "$ENDING"; do
            moves=$(legal $v "$fen")
            # one session: a position and a go for each clock
            run bash -c "for go in \"\$@\"; do printf 'position fen %s\ngo %s\n' '$fen' \"\$go\"; done |
                timeout 60 ./build/readable$v --uci" - "${gos[@]}"
            [ "$status" -eq 0 ]
            # each bestmove is legal, and the info line before it is about it
            run awk '$1 == "info" && $2 == "depth" { for (i = 1; i < NF; i++) if ($i == "pv") pv = $(i + 1) }
                     $1 == "bestmove" { print $2, pv; pv = "-" }' <<< "$output"
            echo "$v $fen: $output"
            [ "${#lines[@]}" -eq ${#gos[@]} ]
            for line in "${lines[@]}"; do
                read -r best pv <<< "$line"
                [ "$best" = "$pv" ]
                grep -qx "$best" <<< "$moves"
            done
        done
    done
}

@test "clock: movestogo is honoured: the last move before the control may use most of the clock, sudden death a tenth at most" {
    # 1,050 ms on the clock, less the 50 ms overhead: left 1 s.
    # movestogo 1: share 1 s, half of it to start iterations, the most
    # 2.5 shares but at most 0.8 of the left; movestogo 2: share 0.5 s,
    # the most at most 0.4 of the left; sudden death: share 1/40 s =
    # 25 ms, start by 12.5, the most 62.5 ms (under a tenth of the left).
    run bash -c "for g in 'movestogo 1' 'movestogo 2' ''; do
            printf 'position startpos\ngo wtime 1050 btime 1050 %s\n' \"\$g\"
        done | { echo 'debug on'; cat; } | timeout 60 ./build/readable48 --uci | grep 'time plan'"
    [ "$status" -eq 0 ]
    [ "${lines[0]}" = "info string time plan: no new iteration after 500 ms, stop at 800 ms" ]
    [ "${lines[1]}" = "info string time plan: no new iteration after 250 ms, stop at 400 ms" ]
    [ "${lines[2]}" = "info string time plan: no new iteration after 12 ms, stop at 62 ms" ]
}

@test "clock: on a clock the search stops at the most a move may take, or before" {
    # 10 s + 0.1 s, sudden death: a fair share is (10 - 0.05) / 40 + 0.05
    # = 0.30 s, the most 2.5 shares, 0.75 s (debug on shows the plan).
    # A search stopped there says so; one that started no more iterations
    # does not.  (How long after the limit the stop comes depends on the
    # machine and its load: not checked.)
    run bash -c "printf 'debug on\nposition fen %s\ngo wtime 10000 btime 10000 winc 100 binc 100\n' '$MIDDLE' | timeout 60 ./build/readable48 --uci"
    [ "$status" -eq 0 ]
    [ "${lines[0]}" = "info string time plan: no new iteration after 149 ms, stop at 746 ms" ]
    [[ "${lines[-1]}" == "bestmove "* ]]
    if grep -q '^info string time limit' <<< "$output"; then
        at=$(awk '/^info string time limit after/ { print $6 }' <<< "$output")
        [ "$at" -ge 746 ]
    fi
}

@test "clock: xboard st uses its seconds and plays a legal move; the game goes on" {
    run bash -c "printf 'new\npost\nst 0.3\nusermove e2e4\nusermove g1f3\n' | timeout 60 ./build/readable48 --xboard"
    [ "$status" -eq 0 ]
    [ "$(grep -c '^move ' <<< "$output")" -eq 2 ]
    ! grep -q 'Illegal\|Error' <<< "$output"
}
