#!/usr/bin/env bash
# Perft by micro-Max's rules against Stockfish's move generator.
#
#   tests/perft-stockfish.sh [-d DEPTH] [-e ENGINE] [FEN...]
#
# micro-Max promotes to a queen only, so its perft counts fewer paths than
# the standard tables wherever a pawn can promote.  This script counts the
# standard paths without the under-promotions: it walks the tree with
# Stockfish's legal moves ("go perft 1" at every node, moves ending in n, b
# or r dropped) and compares the count below each root move with the
# engine's `--perft DEPTH --divide` (ENGINE: build/readable43).  Without
# FENs it checks positions full of promotions (the Chess Programming
# Wiki's perft positions 4 and 5, a promotion race, a position where both
# sides promote by capture) at depth 3 (default).  Prints one line per
# position, "ok" or the moves that differ; exits 1 on any difference.
set -u
here=$(cd "$(dirname "$0")" && pwd)
depth=3 engine=$here/../build/readable43
stockfish=${STOCKFISH:-$(command -v stockfish || echo /usr/games/stockfish)}
while getopts d:e: o; do
  case $o in
    d) depth=$OPTARG;;
    e) engine=$OPTARG;;
    *) echo "usage: $0 [-d DEPTH] [-e ENGINE] [FEN...]" >&2; exit 2;;
  esac
done
shift $((OPTIND - 1))
[ -x "$stockfish" ] || { echo "$0: stockfish not found (Debian package stockfish)" >&2; exit 2; }
[ -x "$engine" ] || { echo "$0: $engine not found (run make)" >&2; exit 2; }
[ $# -gt 0 ] || set -- \
  'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1' \
  'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8' \
  'n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1' \
  '1r2k3/P1P5/8/8/8/8/1p3p2/R3K1N1 w Q - 0 1'

coproc SF { exec "$stockfish"; }

# sf_moves MOVES...: Stockfish's legal moves after MOVES from $fen, without
# under-promotions, into the array SF_MOVES.
sf_moves() {
  local line
  printf 'position fen %s moves %s\ngo perft 1\n' "$fen" "$*" >&"${SF[1]}"
  SF_MOVES=()
  while IFS= read -r line <&"${SF[0]}"; do
    case $line in
      "Nodes searched"*) break;;
      [a-h][1-8][a-h][1-8]*:*)
        line=${line%%:*}
        case $line in *[nbr]) ;; *) SF_MOVES+=("$line");; esac;;
    esac
  done
}

# count DEPTH MOVES...: the paths of DEPTH plies after MOVES, in RESULT
# (no subshells: they would lose the coprocess).
count() {
  local d=$1 total=0 m
  shift
  sf_moves "$@"
  if [ "$d" -le 1 ]; then RESULT=${#SF_MOVES[@]}; return; fi
  local list=("${SF_MOVES[@]}")
  for m in "${list[@]}"; do
    count $((d - 1)) "$@" "$m"
    total=$((total + RESULT))
  done
  RESULT=$total
}

status=0
for fen in "$@"; do
  ours=$("$engine" --perft "$depth" --divide --fen "$fen" | awk -F': ' '/^[a-h][1-8][a-h][1-8]q?: / { print $1, $2 }' | sort)
  sf_moves
  roots=("${SF_MOVES[@]}") theirs=
  for m in "${roots[@]}"; do
    if [ "$depth" -gt 1 ]; then count $((depth - 1)) "$m"; else RESULT=1; fi
    theirs+="$m $RESULT"$'\n'
  done
  theirs=$(sort <<< "${theirs%$'\n'}")
  total=$(awk '{ s += $2 } END { print s + 0 }' <<< "$theirs")
  if [ "$ours" = "$theirs" ]; then
    echo "ok   depth $depth  $total paths  $fen"
  else
    echo "DIFF depth $depth  $fen"
    diff <(echo "$ours") <(echo "$theirs") | sed -n 's/^</  readable:/p; s/^>/  stockfish:/p'
    status=1
  fi
done
echo quit >&"${SF[1]}"
exit $status
