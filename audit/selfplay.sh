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
SF=${STOCKFISH:-$(command -v stockfish || echo /usr/games/stockfish)}
[ -x "$SF" ] || { echo "$0: stockfish not found (Debian package stockfish)" >&2; exit 2; }
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
awk '
  function sq(i) { return substr("abcdefgh", i % 8 + 1, 1) (8 - int(i / 8)) }
  { gsub("/", ""); b[NR] = $0 }
  END {
    for (n = 2; n <= NR; n++) {
      p = b[n - 1]; q = b[n]; nc = 0; delete ch
      for (i = 0; i < 64; i++) if (substr(p, i + 1, 1) != substr(q, i + 1, 1)) ch[++nc] = i
      if (nc == 0) { print "-"; continue }
      from = to = -1
      if (nc == 2 || nc == 3) {
        for (k = 1; k <= nc; k++) if (substr(q, ch[k] + 1, 1) != ".") to = ch[k]
        for (k = 1; k <= nc; k++) { i = ch[k]
          if (substr(q, i + 1, 1) == "." && (substr(p, i + 1, 1) == substr(q, to + 1, 1) || nc == 2)) from = i }
        # a promotion changes the piece: the from-square is the emptied pawn
        if (nc == 2 && from < 0) for (k = 1; k <= nc; k++) if (substr(q, ch[k] + 1, 1) == ".") from = ch[k]
      } else if (nc == 4) {
        for (k = 1; k <= nc; k++) { i = ch[k]
          if (substr(p, i + 1, 1) ~ /[Kk]/ && substr(q, i + 1, 1) == ".") from = i
          if (substr(q, i + 1, 1) ~ /[Kk]/) to = i }
      }
      if (from < 0 || to < 0) { print "? " nc " squares changed"; continue }
      m = sq(from) sq(to)
      pc = substr(p, from + 1, 1)
      if ((pc == "*" || pc == "+") && (to < 8 || to >= 56)) m = m "q"
      print m
    }
  }' "$tmp/boards" > "$tmp/moves"

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
    -v moves="$tmp/moves" -v boards="$tmp/boards" -v input="$tmp/in" '
  function key(fen,   out, i, c, s, r) {
    out = ""
    for (i = 1; i <= length(fen); i++) {
      c = substr(fen, i, 1)
      if (c ~ /[1-8]/) { s = ""; for (r = 0; r < c + 0; r++) s = s "."; c = s }
      else if (c == "P") c = "*"; else if (c == "p") c = "+"
      out = out c
    }
    return out
  }
  FILENAME == ARGV[1] { if ($1 == "L") { nl++; legal[nl] = $0 " " } else { nbd++; after[nbd] = key($2) }; next }
  END {
    while ((getline x < moves) > 0) mv[++nm] = x
    while ((getline x < boards) > 0) bd[++nbo] = x
    while ((getline x < input) > 0) typed[++ni] = substr(x, 1, 4)
    bad = 0; engine = 0; ntyped = 0
    if (rc != 0) { printf "selfplay %s: exit status %d\n", label, rc; bad++ }
    if (nb != 1 + nlines) { printf "selfplay %s: %d boards printed, %d expected\n", label, nb, 1 + nlines; bad++ }
    for (n = 1; n <= ngame; n++) {
      m = mv[n]
      if (m ~ /^\?/) { printf "selfplay %s: ply %d: %s\n", label, n, m; bad++; break }
      if (typed[n] != "" && substr(m, 1, 4) != typed[n]) { printf "selfplay %s: ply %d: typed %s, played %s\n", label, n, typed[n], m; bad++; break }
      if (index(legal[n], " " m " ") == 0) { printf "selfplay %s: ply %d: %s is illegal (legal:%s)\n", label, n, m, legal[n]; bad++; break }
      if (after[n] != bd[n + 1]) { printf "selfplay %s: ply %d: %s gives %s, Stockfish %s\n", label, n, m, bd[n + 1], after[n]; bad++; break }
      if (typed[n] == "") engine++; else ntyped++
    }
    end = "none (ply limit)"
    if (!bad && ngame < nlines) {
      # nothing was played: the side to move must have no legal move
      if (legal[ngame + 1] != "L ") { printf "selfplay %s: ply %d: %s refused, but Stockfish lists%s\n", label, ngame + 1, typed[ngame + 1] == "" ? "no engine move" : typed[ngame + 1], substr(legal[ngame + 1], 2); bad++ }
      else end = "no legal move after ply " ngame
      for (n = ngame + 1; n <= nm; n++) if (mv[n] != "-") { printf "selfplay %s: ply %d: a move after the end of the game\n", label, n; bad++; break }
    }
    printf "selfplay %s: %d lines, %d engine moves verified legal (and %d typed), game end: %s, %s\n", label, nlines, engine, ntyped, end, bad ? "FAILED" : "ok"
    exit bad ? 1 : 0
  }' "$tmp/sf"
status=$?
echo "selfplay $label: $(( $(date +%s) - t0 ))s"
exit $status
