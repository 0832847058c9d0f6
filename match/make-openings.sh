#!/usr/bin/env bash
# make-openings.sh: generate match/openings.pgn, the balanced opening lines
# that every match starts from.  Run once; the output is committed, so
# matches do not need Stockfish to pick openings.
#
# How: from the initial position, play a random number (4 to 8) of random
# legal plies.  The legal moves come from Stockfish itself ("go perft 1"
# lists them); the random choices come from bash's $RANDOM seeded with SEED,
# so the file is reproducible with the same Stockfish build.  The final
# position is scored with "go depth DEPTH"; a line is kept when the score
# of the last completed depth is within +-LIMIT centipawns (no mate scores)
# and the line is not a duplicate.  Kept lines are written as coordinate
# moves and converted to a SAN PGN file with pgn-extract.
#
# Usage: match/make-openings.sh [COUNT [SEED [DEPTH [LIMIT]]]]
#   defaults: 100 lines, seed 7, depth 12, limit 50 (= 0.5 pawns)
# Needs: /usr/games/stockfish, pgn-extract (Debian packages stockfish,
# pgn-extract).
set -euo pipefail
export PATH="$PATH:/usr/games"
count=${1:-100} seed=${2:-7} depth=${3:-12} limit=${4:-50}
here=$(cd "$(dirname "$0")" && pwd)
sf=${STOCKFISH:-/usr/games/stockfish}
out=${OUT:-$here/openings.pgn}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

coproc SF { "$sf"; }
send() { printf '%s\n' "$*" >&"${SF[1]}"; }
# read engine output until a line starting with $1; keep the lines in $reply
wait_for() {
  reply=()
  local line
  while IFS= read -r line <&"${SF[0]}"; do
    reply+=("$line")
    [[ $line == "$1"* ]] && return 0
  done
  echo "make-openings: stockfish ended" >&2; exit 1
}
send uci; wait_for uciok
send "setoption name Threads value 1"
send isready; wait_for readyok

RANDOM=$seed
move_re='^([a-h][1-8][a-h][1-8][qrbn]?): '
score_re=' depth ([0-9]+) .*score (cp|mate) (-?[0-9]+)'
declare -A seen
kept=0 tried=0
: > "$tmp/lines.txt"
while (( kept < count )); do
  tried=$((tried + 1))
  plies=$((4 + RANDOM % 5)) moves=""
  for ((p = 0; p < plies; p++)); do
    send "position startpos moves$moves"; send "go perft 1"
    wait_for "Nodes searched"
    legal=()
    for l in "${reply[@]}"; do [[ $l =~ $move_re ]] && legal+=("${BASH_REMATCH[1]}"); done
    (( ${#legal[@]} )) || continue 2
    moves+=" ${legal[RANDOM % ${#legal[@]}]}"
  done
  [[ -n ${seen[$moves]:-} ]] && continue
  send "ucinewgame"; send "position startpos moves$moves"; send "go depth $depth"
  wait_for "bestmove"
  score=""
  for l in "${reply[@]}"; do
    [[ $l =~ $score_re && $l != *bound* ]] &&
      score="${BASH_REMATCH[2]} ${BASH_REMATCH[3]}"
  done
  [[ $score == cp* ]] || continue
  cp=${score#cp }
  (( plies % 2 )) && cp=$((-cp))       # to White's point of view
  (( cp >= -limit && cp <= limit )) || continue
  seen[$moves]=1
  kept=$((kept + 1))
  printf '%s|%d\n' "${moves# }" "$cp" >> "$tmp/lines.txt"
done
send quit

# coordinate moves -> PGN with SAN (pgn-extract reads long algebraic)
n=0
while IFS='|' read -r mv cp; do
  n=$((n + 1))
  printf '[Event "opening %d"]\n[Site "micro-Max match openings"]\n[White "?"]\n[Black "?"]\n[Result "*"]\n[Annotator "stockfish depth %d: %+d cp for White"]\n\n%s *\n\n' \
    "$n" "$depth" "$cp" "$mv"
done < "$tmp/lines.txt" > "$tmp/coord.pgn"
pgn-extract -s -Wsan "$tmp/coord.pgn" > "$out"
echo "make-openings: $kept lines of $tried candidates (seed $seed, depth $depth, +-$limit cp, $("$sf" <<<quit | head -1 | cut -d" " -f1-2)) -> $out" >&2
