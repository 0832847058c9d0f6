#!/usr/bin/env bash
# Makes the input of a long self-play game that does not go round in circles.
#
#   audit/longgame.sh [-p PLIES] [-s SEED] -o INPUT COMMAND [ARGS...]
#
# micro-Max 4.0-4.3 is deterministic and searches afresh at every move (its
# hash lock changes with every line), so a self-play game that reaches a
# position a second time repeats itself for ever (a 1000-ply game of empty
# lines visits only 30-50 positions); 4.8 scores a return to a position of
# the game as a draw and steers away (audit/README.md, "Figures").  This
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
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
command -v stdbuf >/dev/null || { echo "$0: stdbuf (coreutils) not found" >&2; exit 2; }

start_stockfish
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
seed_random "$seed"

# diffmove BOARD BOARD: the move between two boards (moves.awk)
diffmove() {
  printf '%s\n%s\n' "$1" "$2" | awk -f "$here/board.awk" -f "$here/moves.awk"
}

: > "$out"
board || { echo "longgame: no board from the program" >&2; exit 1; }
declare -A seen
moves="" nmoves=0 engine=0 typed=0 end="ply limit"
for ((ply = 0; ply < plies; ply++)); do
  key="$b $((nmoves % 2))"
  line=""
  if [ -n "${seen[$key]:-}" ]; then
    legal_after "$moves"
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
    \?*) echo "longgame: unreadable board change at ply $((ply + 1)): ${m#\? }" >&2; exit 1;;
  esac
  moves="$moves${moves:+ }$m"; nmoves=$((nmoves + 1))
  if [ -n "$line" ]; then typed=$((typed + 1)); else engine=$((engine + 1)); fi
done
echo "longgame: $(wc -l < "$out") plies, $engine engine moves, $typed typed, ${#seen[@]} distinct positions, end: $end"
