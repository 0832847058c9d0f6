# Helpers for the UCI tests (tests/uci*.bats, tests/full/uci*.bats).

# uci_golden_input VERSION CASE NODES: a UCI session that plays golden case
# CASE (tests/golden/replies.tsv, or $UCI_REPLIES) the way a GUI would: every typed move and
# every earlier reply goes into "position startpos moves ...", every empty
# input line becomes "go".  Run the engine with --uci --nodes NODES: the
# terminal's budget, with the published meaning (go nodes N is a hard
# limit).  The expected replies, one per line, go to the file named by
# $expected.
uci_golden_input() {
  awk -F '\t' -v v="$1" -v c="$2" -v n="$3" -v expfile="$expected" '
    $1 == v && $2 == c {
      if ($4 == "(empty: engine moves)") {
        print "position startpos" (moves == "" ? "" : " moves" moves)
        print "go"
        print $5 > expfile
      } else if ($5 != $4) {
        print "case " c " has an illegal input line" > "/dev/stderr"; exit 1
      }
      moves = moves " " $5
    }' "${UCI_REPLIES:-${UCI_ROOT:-.}/tests/golden/replies.tsv}"
}

# uci_bestmoves: the moves of the bestmove lines on standard input.
uci_bestmoves() {
  awk '$1 == "bestmove" { print $2 }'
}

# engine_latency ENGINE SETUP COMMAND ANSWER: start ENGINE (a command
# line), send the lines of SETUP (which must start a search that prints
# thinking lines), wait for its first output line and 0.3 s more, send
# COMMAND and print the milliseconds until a line that starts with ANSWER
# arrives (or "timeout").  The engine is then sent "stop", "quit" and the
# end of input.
engine_latency() {
  local engine=$1 setup=$2 command=$3 answer=$4 line t0 t1=
  coproc ENGINE { exec $engine; }
  printf '%s\n' "$setup" >&"${ENGINE[1]}"
  IFS= read -r -t "${RESPONSE_WAIT:-10}" line <&"${ENGINE[0]}"
  sleep 0.3
  t0=$(date +%s%N)
  printf '%s\n' "$command" >&"${ENGINE[1]}"
  while IFS= read -r -t "${RESPONSE_WAIT:-10}" line <&"${ENGINE[0]}"; do
    if [[ $line == "$answer"* ]]; then t1=$(date +%s%N); break; fi
  done
  printf 'stop\nquit\n' >&"${ENGINE[1]}" 2>/dev/null
  exec {ENGINE[1]}>&-
  wait "$ENGINE_PID" 2>/dev/null
  if [ -n "$t1" ]; then echo $(( (t1 - t0) / 1000000 )); else echo timeout; fi
}

# uci_latency ENGINE GO COMMAND ANSWER: engine_latency of a UCI search
# from the start position started by GO.
uci_latency() {
  engine_latency "$1" "$(printf 'position startpos\n%s' "$2")" "$3" "$4"
}

# best_latency FUNCTION ARGS...: the least of up to three measurements (a
# loaded machine can hold a process back for a while; the engine's own
# delay is the least of them).
best_latency() {
  local best=timeout ms i
  for i in 1 2 3; do
    ms=$("$@")
    [ "$ms" = timeout ] && continue
    if [ "$best" = timeout ] || [ "$ms" -lt "$best" ]; then best=$ms; fi
    [ "$best" -lt 100 ] && break
  done
  echo "$best"
}
