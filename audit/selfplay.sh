#!/usr/bin/env bash
# Self-play audit: a program plays a game against itself (empty input lines)
# and Stockfish checks every engine move.
#
#   audit/selfplay.sh [-p PLIES] [-o "MOVES"] LABEL COMMAND [ARGS...]
#   audit/selfplay.sh [-p PLIES] [-o "MOVES"] -t TRANSCRIPT LABEL
#   audit/selfplay.sh -i INPUT [-t TRANSCRIPT] LABEL [COMMAND [ARGS...]]
#
#   -p PLIES    empty lines to send (default 100): one engine move each
#   -o MOVES    opening moves typed first (UCI, space-separated; optional)
#   -i INPUT    the input lines instead: empty lines and typed moves in any
#               order (as made by audit/longgame.sh)
#   -t FILE     check a transcript made earlier from that input (e.g. a
#               golden self-play game) instead of running a program
#   -s FILE     save the program's transcript there
#
# The move of each ply is read off the two boards around it (2 squares
# changed: a move; 3: en passant; 4: castling; a pawn reaching the last rank
# is a queen promotion).  Stockfish then says whether it was legal in the
# position (`go perft 1`) and gives the board after it, which must equal the
# program's.  When the board stops changing, the side to move had no legal
# move in micro-Max's view: Stockfish must agree (checkmate or stalemate), and
# all further lines must leave the board alone.
#
# Prints one line of figures; exit status 1 on any illegal or unverifiable
# move, a crash, or a pass with legal moves available.
set -u
plies=100 opening="" transcript="" save="" input=""
while getopts p:o:t:s:i: o; do
  case $o in p) plies=$OPTARG;; o) opening=$OPTARG;; t) transcript=$OPTARG;; s) save=$OPTARG;; i) input=$OPTARG;; *) exit 2;; esac
done
shift $((OPTIND - 1))
[ $# -ge 2 ] || { [ $# -eq 1 ] && [ -n "$transcript" ]; } ||
  { echo "usage: $0 [-p PLIES] [-o MOVES] [-t TRANSCRIPT] LABEL [COMMAND [ARGS...]]" >&2; exit 2; }
label=$1; shift
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
find_stockfish
tmp=$(mktemp -d "${TMPDIR:-/tmp}/selfplay.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
t0=$(date +%s)

if [ -n "$input" ]; then
  cp "$input" "$tmp/in"
else
  { for m in $opening; do echo "${m:0:4}"; done; for ((i = 0; i < plies; i++)); do echo; done; } > "$tmp/in"
fi
nlines=$(wc -l < "$tmp/in")
if [ -n "$transcript" ]; then
  cp "$transcript" "$tmp/raw"; rc=0
else
  timeout "${SELFPLAY_TIMEOUT:-3600}" "$@" < "$tmp/in" > "$tmp/raw" 2> "$tmp/err"
  rc=$?
fi
[ -n "$save" ] && cp "$tmp/raw" "$save"
awk -f "$here/boards.awk" "$tmp/raw" > "$tmp/boards"
nb=$(wc -l < "$tmp/boards")

# the moves, read off the boards: one line per ply, "MOVE" or "-" (no change)
# or "? DETAIL" (a change that is no move)
awk -f "$here/board.awk" -f "$here/moves.awk" "$tmp/boards" > "$tmp/moves"

# the game as played: the moves up to the first unchanged board
awk '$0 == "-" { exit } { print }' "$tmp/moves" > "$tmp/game"
ngame=$(wc -l < "$tmp/game")

# Stockfish: legal moves before each ply (and after the last), board after each
awk '{ mv[NR] = $1 }
  END { s = ""
        for (n = 1; n <= NR + 1; n++) {
          print "position startpos moves" s; print "go perft 1"
          if (n <= NR) { s = s " " mv[n]; print "position startpos moves" s; print "d" }
        }
        print "quit" }' "$tmp/game" | "$SF" 2>/dev/null |
  awk '/^Fen: / { split(substr($0, 6), f, " "); print "B " f[1]; next }
       /^[a-h][1-8][a-h][1-8][qrbn]?: / { l = l " " substr($0, 1, index($0, ":") - 1); next }
       /^Nodes searched/ { print "L" l; l = "" }' > "$tmp/sf"

# verdicts
awk -v label="$label" -v nlines="$nlines" -v ngame="$ngame" -v rc="$rc" -v nb="$nb" \
    -v moves="$tmp/moves" -v boards="$tmp/boards" -v input="$tmp/in" \
    -f "$here/board.awk" -f "$here/selfplay-verdict.awk" "$tmp/sf"
status=$?
echo "selfplay $label: $(( $(date +%s) - t0 ))s"
exit $status
