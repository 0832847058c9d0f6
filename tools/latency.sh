#!/usr/bin/env bash
# latency.sh: how fast readable answers a command that arrives during a
# search (its poll hook looks every THINK_POLL_NODES nodes, front/think.h):
# UCI isready and stop during go infinite, stop during a clocked search,
# xboard's ? (move now).  A measurement, not a test: the figures depend on
# the machine and its load, so the tests only check that the answers come
# (tests/uci.bats, tests/xboard.bats).
#
# Usage: tools/latency.sh [V] [RUNS]   (V: 40, 42, 43 or 48, default 48;
#                                       RUNS per command, default 5)
# Prints, per command, the least and the median of the milliseconds from
# the command to the answer.
set -eu
cd "$(dirname "$0")/.."
v=${1:-48} runs=${2:-5}
make -s "build/readable$v"
. tests/lib/uci.bash

# measure NAME FUNCTION ARGS...: RUNS runs, the least and the median.
measure() {
  local name=$1 i
  shift
  for i in $(seq "$runs"); do "$@"; done | sort -n | awk -v name="$name" '
    { ms[NR] = $1 }
    END { printf "%-28s least %s ms, median %s ms (%d runs)\n", name, ms[1], ms[int((NR + 1) / 2)], NR }'
}

uci="./build/readable$v --uci"
measure "uci isready (go infinite)" uci_latency "$uci" "go infinite" isready readyok
measure "uci stop (go infinite)" uci_latency "$uci" "go infinite" stop "bestmove "
measure "uci stop (10-minute clock)" uci_latency "$uci" "go wtime 600000 btime 600000" stop "bestmove "
measure "xboard ? (move now)" engine_latency "./build/readable$v --xboard --nodes 2000000000" \
  "$(printf 'new\npost\nusermove e2e4')" '?' 'move '
