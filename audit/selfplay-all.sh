#!/usr/bin/env bash
# The self-play part of the audit, for every version:
#   1. the golden 160-ply self-play games (tests/golden/NN/game-*), played at
#      the real budget of 1,000,000 nodes, checked move by move by Stockfish
#      (the golden tests prove that umax and readable print exactly these);
#   2. a PLIES-line game of empty lines (default 1000) at a small node budget
#      (NODES, default 2000).  In 4.0-4.3 deterministic self-play soon goes
#      round in a circle of a few dozen positions, but every line still runs
#      the search, moves the hash-lock counter and so on (4.8 ends its game
#      instead: it scores a repeated position as a draw);
#   3. SEEDS varied games (default 3): audit/longgame.sh plays the engine
#      against itself and types a random legal move whenever a position
#      comes back, until mate, stalemate or PLIES lines.
# Games 2 and 3 are played by umaxNN's node-budget variant (fuzz/variant.sh:
# the source with its 1e6 replaced, nothing else) and by
# `readableNN --nodes NODES`; each transcript is checked by Stockfish, and the
# two programs' transcripts must be identical.
#
#   audit/selfplay-all.sh [-p PLIES] [-n NODES] [-S SEEDS] [-v "40 42 43 48"] [-j JOBS]
# (the versions default to the Makefile's VERSIONS)
set -u
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/.." && pwd)
plies=1000 nodes=2000 seeds=3 jobs=2
versions=$(sed -n 's/^VERSIONS *:= *//p' "$top/Makefile"); versions=${versions:-40 42 43 48}
while getopts p:n:S:v:j: o; do
  case $o in p) plies=$OPTARG;; n) nodes=$OPTARG;; S) seeds=$OPTARG;; v) versions=$OPTARG;; j) jobs=$OPTARG;; *) exit 2;; esac
done
work=$(mktemp -d "${TMPDIR:-/tmp}/selfplay-all.XXXXXX")
trap 'rm -rf "$work"' EXIT
status=0 t0=$(date +%s)

# 1. golden games
for v in $versions; do
  for g in "$top"/tests/golden/$v/game-*.in; do
    [ -f "$g" ] || continue
    c=$(basename "$g" .in)
    "$here/selfplay.sh" -i "$g" -t "${g%.in}.out" "golden$v-$c" | head -1 || status=1
  done
done

# 2. and 3.: the inputs, then every program on them, in parallel
for ((i = 0; i < plies; i++)); do echo; done > "$work/cycle.in"
for v in $versions; do
  umax=$top/build/audit/umax$v-n$nodes
  "$top/fuzz/variant.sh" "$v" "$nodes" "$umax" || exit 2
  games="cycle"
  for ((s = 1; s <= seeds; s++)); do
    "$here/longgame.sh" -p "$plies" -s "$s" -o "$work/varied$s-$v.in" "$umax" | sed "s/^/umax$v-n$nodes seed $s: /" >&2 || status=1
    games="$games varied$s"
  done
  for g in $games; do
    in=$work/$g.in; [ -f "$in" ] || in=$work/$g-$v.in
    echo "$g-umax$v-n$nodes $in $work/$g-umax$v.out $umax"
    [ -x "$top/build/readable$v" ] &&
      echo "$g-readable$v--nodes=$nodes $in $work/$g-readable$v.out $top/build/readable$v --nodes $nodes"
  done
done > "$work/jobs"
tr '\n' '\0' < "$work/jobs" |
  xargs -0 -P "$jobs" -n 1 bash -c 'set -- $1; l=$1 i=$2 s=$3; shift 3
    "'"$here"'/selfplay.sh" -i "$i" -s "$s" "$l" "$@" > "$s.verdict" 2>&1; echo $? >> "$s.verdict"' _
while read -r l i s rest; do
  head -1 "$s.verdict"
  [ "$(tail -1 "$s.verdict")" = 0 ] || { status=1; sed -n '2,$p' "$s.verdict" | head -n -1; }
done < "$work/jobs"
for v in $versions; do
  for g in cycle $(for ((s = 1; s <= seeds; s++)); do echo varied$s; done); do
    a=$work/$g-umax$v.out b=$work/$g-readable$v.out
    [ -f "$b" ] || continue
    if cmp -s "$a" "$b"; then
      echo "selfplay $g $v: umax$v-n$nodes and readable$v --nodes $nodes: identical transcripts ($(awk -f "$here/boards.awk" "$a" | sort -u | wc -l) distinct positions)"
    else
      echo "selfplay $g $v: umax$v-n$nodes and readable$v --nodes $nodes differ: $(cmp "$a" "$b" 2>&1)"; status=1
    fi
  done
done
echo "selfplay: $(( $(date +%s) - t0 ))s"
exit $status
