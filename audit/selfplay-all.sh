#!/usr/bin/env bash
# The self-play part of the audit, for every version:
#   1. the golden 160-ply self-play games (tests/golden/NN/game-*), played at
#      the real budget of 1,000,000 nodes, checked move by move by Stockfish
#      (the golden tests prove that umax and readable print exactly these);
#   2. a long game (PLIES, default 1000) played live at a small node budget
#      (NODES, default 2000) by umaxNN's node-budget variant (fuzz/variant.sh:
#      the source with its 1e6 replaced, nothing else) and by
#      `readableNN --nodes NODES`, each checked by Stockfish, and the two
#      transcripts compared (they must be identical).
#
#   audit/selfplay-all.sh [-p PLIES] [-n NODES] [-v "40 42 43"] [-j JOBS]
set -u
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/.." && pwd)
plies=1000 nodes=2000 versions="40 42 43" jobs=2
while getopts p:n:v:j: o; do
  case $o in p) plies=$OPTARG;; n) nodes=$OPTARG;; v) versions=$OPTARG;; j) jobs=$OPTARG;; *) exit 2;; esac
done
work=$(mktemp -d "${TMPDIR:-/tmp}/selfplay-all.XXXXXX")
trap 'rm -rf "$work"' EXIT
status=0 t0=$(date +%s)

# 1. golden games
for v in $versions; do
  for g in "$top"/tests/golden/$v/game-*.in; do
    [ -f "$g" ] || continue
    c=$(basename "$g" .in)
    "$here/selfplay.sh" -p "$(grep -c '^$' "$g")" -o "$(grep -v '^$' "$g" | tr '\n' ' ')" \
      -t "${g%.in}.out" "golden-$v-$c" | head -1 || status=1
  done
done

# 2. long games at a small budget, in parallel
jobs_list=()
for v in $versions; do
  "$top/fuzz/variant.sh" "$v" "$nodes" "$top/build/audit/umax$v-n$nodes" || exit 2
  echo "umax$v-n$nodes $work/umax$v.out $top/build/audit/umax$v-n$nodes"
  if [ -x "$top/build/readable$v" ]; then
    echo "readable$v--nodes-$nodes $work/readable$v.out $top/build/readable$v --nodes $nodes"
  fi
done > "$work/jobs"
tr '\n' '\0' < "$work/jobs" |
  xargs -0 -P "$jobs" -n 1 bash -c 'set -- $1; l=$1 s=$2; shift 2; "'"$here"'/selfplay.sh" -p '"$plies"' -s "$s" "$l" "$@" > "$s.verdict" 2>&1; echo $? >> "$s.verdict"' _
for v in $versions; do
  for p in umax readable; do
    f=$work/$p$v.out.verdict
    [ -f "$f" ] || continue
    head -n -1 "$f" | head -1
    [ "$(tail -1 "$f")" = 0 ] || { status=1; sed -n '2,$p' "$f" | head -n -1; }
  done
  if [ -f "$work/readable$v.out" ]; then
    if cmp -s "$work/umax$v.out" "$work/readable$v.out"; then
      echo "selfplay $v: umax$v-n$nodes and readable$v --nodes $nodes: identical transcripts"
    else
      echo "selfplay $v: umax$v-n$nodes and readable$v --nodes $nodes differ: $(cmp "$work/umax$v.out" "$work/readable$v.out" 2>&1)"
      status=1
    fi
  fi
done
echo "selfplay: $(( $(date +%s) - t0 ))s"
exit $status
