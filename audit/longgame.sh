#!/usr/bin/env bash
# Makes the input of a long self-play game that does not go round in circles.
#
#   audit/longgame.sh [-p PLIES] [-s SEED] -o INPUT COMMAND [ARGS...]
#
# micro-Max is deterministic and searches afresh at every move, so a
# self-play game that reaches a position a second time repeats itself for
# ever (a 1000-ply game of empty lines visits only 30-50 positions).  This
# script plays the game with the program, line by line: an empty line (the
# engine moves), except when the position with the same side to move has
# occurred before; then it types a random legal move instead (drawn from
# Stockfish's `go perft 1` with a seeded LCG; promotions to a queen).  The
# input lines are written to INPUT, for audit/selfplay.sh to replay and check.
# It stops after PLIES lines (default 1000) or when the side to move has no
# legal move.  Prints "longgame: N plies, E engine moves, T typed, D distinct
# positions, end: ...".
set -u
plies=1000 seed=1 out=""
while getopts p:s:o: o; do
  case $o in p) plies=$OPTARG;; s) seed=$OPTARG;; o) out=$OPTARG;; *) exit 2;; esac
done
shift $((OPTIND - 1))
[ -n "$out" ] && [ $# -ge 1 ] || { echo "usage: $0 [-p PLIES] [-s SEED] -o INPUT COMMAND [ARGS...]" >&2; exit 2; }
SF=${STOCKFISH:-$(command -v stockfish || echo /usr/games/stockfish)}
[ -x "$SF" ] || { echo "$0: stockfish not found (Debian package stockfish)" >&2; exit 2; }
command -v stdbuf >/dev/null || { echo "$0: stdbuf (coreutils) not found" >&2; exit 2; }

coproc SFP { "$SF" 2>/dev/null; }
exec 3>&2 2>/dev/null   # (bash warns about a second coproc: harmless)
coproc ENG { stdbuf -oL "$@" 2>/dev/null; }
exec 2>&3 3>&-
trap 'kill $SFP_PID $ENG_PID 2>/dev/null' EXIT

board() { # reads one board from the program into $b (rows joined by /)
  local i row
  b=""
  for ((i = 0; i < 8; i++)); do
    IFS= read -r -t 600 row <&"${ENG[0]}" || return 1
    row=${row// /}; b="$b${b:+/}$row"
  done
}
legal_after() {
  printf 'position startpos moves %s\ngo perft 1\n' "$1" >&"${SFP[1]}"
  legal=()
  local line m
  while IFS= read -r line <&"${SFP[0]}"; do
    case $line in
      "Nodes searched"*) return 0;;
      [a-h][1-8][a-h][1-8]*:\ *) m=${line%%:*}
        case $m in ?????) [ "${m:4}" = q ] || continue;; esac
        legal+=("$m");;
    esac
  done
  return 1
}
rng=$(( seed & 0x7fffffff ))
rand() { rng=$(( (rng * 1103515245 + 12345) & 0x7fffffff )); r=$(( (rng >> 8) % $1 )); }

# the move between two boards (see selfplay.sh)
diffmove() {
  awk -v p="$1" -v q="$2" 'BEGIN {
    gsub("/", "", p); gsub("/", "", q); nc = 0
    for (i = 0; i < 64; i++) if (substr(p, i + 1, 1) != substr(q, i + 1, 1)) ch[++nc] = i
    if (nc == 0) { print "-"; exit }
    from = to = -1
    if (nc == 2 || nc == 3) {
      for (k = 1; k <= nc; k++) if (substr(q, ch[k] + 1, 1) != ".") to = ch[k]
      for (k = 1; k <= nc; k++) { i = ch[k]
        if (substr(q, i + 1, 1) == "." && (substr(p, i + 1, 1) == substr(q, to + 1, 1) || nc == 2)) from = i }
    } else if (nc == 4) {
      for (k = 1; k <= nc; k++) { i = ch[k]
        if (substr(p, i + 1, 1) ~ /[Kk]/ && substr(q, i + 1, 1) == ".") from = i
        if (substr(q, i + 1, 1) ~ /[Kk]/) to = i }
    }
    if (from < 0 || to < 0) { print "?"; exit }
    m = substr("abcdefgh", from % 8 + 1, 1) (8 - int(from / 8)) substr("abcdefgh", to % 8 + 1, 1) (8 - int(to / 8))
    pc = substr(p, from + 1, 1)
    if ((pc == "*" || pc == "+") && (to < 8 || to >= 56)) m = m "q"
    print m }'
}

: > "$out"
board || { echo "longgame: no board from the program" >&2; exit 1; }
declare -A seen
moves="" nmoves=0 engine=0 typed=0 end="ply limit"
for ((ply = 0; ply < plies; ply++)); do
  key="$b $((nmoves % 2))"
  line=""
  if [ -n "${seen[$key]:-}" ]; then
    legal_after "$moves" || { echo "longgame: stockfish stopped" >&2; exit 1; }
    [ ${#legal[@]} -gt 0 ] || { end="no legal move"; break; }
    rand ${#legal[@]}; line=${legal[$r]:0:4}
  fi
  seen[$key]=1
  printf '%s\n' "$line" >&"${ENG[1]}"
  echo "$line" >> "$out"
  prev=$b
  board || { echo "longgame: the program stopped at ply $((ply + 1))" >&2; exit 1; }
  m=$(diffmove "$prev" "$b")
  case $m in
    -) if [ -n "$line" ]; then echo "longgame: typed move $line refused at ply $((ply + 1))" >&2; exit 1; fi
       end="no legal move (engine)"; break;;
    \?) echo "longgame: unreadable board change at ply $((ply + 1))" >&2; exit 1;;
  esac
  moves="$moves${moves:+ }$m"; nmoves=$((nmoves + 1))
  if [ -n "$line" ]; then typed=$((typed + 1)); else engine=$((engine + 1)); fi
done
echo "longgame: $(wc -l < "$out") plies, $engine engine moves, $typed typed, ${#seen[@]} distinct positions, end: $end"
