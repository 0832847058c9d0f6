#!/usr/bin/env bash
# Random legal positions for the legality audit, with Stockfish as the judge
# of legality.
#
#   audit/positions.sh [-s SEED] [-n COUNT] [-m MAXPLY] [-f SPECIAL] > FILE
#
# Each position is reached by its own random game from the initial position:
# a length is drawn in 0..MAXPLY, then that many moves are drawn from the
# legal moves that Stockfish lists (`go perft 1`), stopping early at mate or
# stalemate.  The draw is weighted by the shape of the move so that the
# special rules come up often: castling-shaped moves (e1g1 e1c1 e8g8 e8c8)
# weigh 8, promotions 4, two-square pawn-shaped moves 3, all others 1.
# Promotions are always to a queen (micro-Max knows no other promotion).
# Every second game does not stop at its drawn length but plays on (at most
# MAXPLY more plies) until the side to move has a castling, a promotion or an
# en-passant capture among its legal moves, so that these rules are offered
# often.
# The random generator is a 31-bit LCG in shell arithmetic, so one SEED
# gives the same positions on every machine with the same Stockfish.
#
# SPECIAL (optional) is a file of hand-made move sequences (one per line,
# `#` comments allowed) that are added first, after a check that every
# move in them is legal.
#
# Output, one position per line, tab-separated:
#   ID <TAB> moves from the start (UCI, space-separated) <TAB> legal moves (UCI)
set -u
seed=1 count=50 maxply=160 special=""
while getopts s:n:m:f: o; do
  case $o in
    s) seed=$OPTARG;; n) count=$OPTARG;; m) maxply=$OPTARG;; f) special=$OPTARG;;
    *) echo "usage: $0 [-s SEED] [-n COUNT] [-m MAXPLY] [-f SPECIAL]" >&2; exit 2;;
  esac
done
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
start_stockfish
trap 'kill $SFP_PID 2>/dev/null' EXIT
seed_random "$seed"

weight() {
  case $1 in
    e1g1|e1c1|e8g8|e8c8) w=8;;
    ?????) w=4;;
    [a-h]2[a-h]4|[a-h]7[a-h]5) [ "${1:0:1}" = "${1:2:1}" ] && w=3 || w=1;;
    *) w=1;;
  esac
}

# has_special LASTMOVE: a castling, promotion or en-passant capture is legal
has_special() {
  local l last=$1 ep=""
  case $last in
    [a-h]2[a-h]4) [ "${last:0:1}" = "${last:2:1}" ] && ep="${last:0:1}3";;
    [a-h]7[a-h]5) [ "${last:0:1}" = "${last:2:1}" ] && ep="${last:0:1}6";;
  esac
  for l in "${legal[@]}"; do
    case $l in
      e1g1|e1c1|e8g8|e8c8|?????) return 0;;
    esac
    # an en-passant capture: from the rank the pawn landed on, one file over,
    # to the square it skipped
    if [ -n "$ep" ] && [ "${l:2:2}" = "$ep" ] && [ "${l:1:1}" = "${last:3:1}" ]; then
      case "${last:2:1}${l:0:1}" in ab|ba|bc|cb|cd|dc|de|ed|ef|fe|fg|gf|gh|hg) return 0;; esac
    fi
  done
  return 1
}

id=0
emit() { id=$((id+1)); printf 'p%04d\t%s\t%s\n' "$id" "$1" "${legal[*]}"; }

if [ -n "$special" ]; then
  while IFS= read -r line; do
    line=${line%%#*}; set -- $line; [ $# -eq 0 ] && continue
    moves=""
    for m in "$@"; do
      legal_after "$moves"
      ok=0; for l in "${legal[@]}"; do [ "$l" = "$m" ] && ok=1; done
      [ $ok = 1 ] || { echo "$0: $special: $m is not legal after '$moves'" >&2; exit 1; }
      moves="${moves:+$moves }$m"
    done
    legal_after "$moves"; emit "$moves"
  done < "$special"
fi

for ((i = 0; i < count; i++)); do
  rand $((maxply + 1)); len=$r
  moves=""
  legal_after ""
  for ((ply = 0; ply < len && ${#legal[@]} > 0; ply++)); do
    total=0
    for m in "${legal[@]}"; do weight "$m"; total=$((total + w)); done
    rand $total
    for m in "${legal[@]}"; do weight "$m"; r=$((r - w)); [ $r -lt 0 ] && break; done
    moves="${moves:+$moves }$m"
    legal_after "$moves"
    if [ $((i % 2)) = 1 ] && [ $((ply + 1)) -ge "$len" ] && [ $len -lt $((2 * maxply)) ]; then
      has_special "$m" && break
      len=$((len + 1))
    fi
  done
  emit "$moves"
done
