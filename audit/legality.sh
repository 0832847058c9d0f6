#!/usr/bin/env bash
# The legality audit: every from-to pair of the side to move, in random legal
# positions, offered to every program and judged by Stockfish.
#
#   audit/legality.sh [-n COUNT] [-s SEED] [-m MAXPLY] [-a MODE] [-o OTHERS]
#                     [-r SAMPLE] [-j JOBS] [-f SPECIAL|-F] [-P POSITIONS] [-k] [-h]
#                     [LABEL=COMMAND ...]
#
#   -n COUNT    random positions (default 50), plus the hand-made ones
#   -s SEED     seed of the random games (default 1)
#   -m MAXPLY   longest random game (default 160 plies)
#   -a MODE     which illegal pairs are offered (the legal ones always are):
#               all    every pair from a piece of the side to move, and every
#                      pair from OTHERS other squares (about 1,000 a position)
#               shape  (default) every pair from a piece of the side to move
#                      that a piece of its type could make on an empty board,
#                      and SAMPLE pairs drawn at random from all the others
#                      (about 180 a position; 5 times cheaper)
#   -o OTHERS   for -a all: other from-squares (default 4)
#   -r SAMPLE   for -a shape: random other pairs (default 64)
#   -j JOBS     parallel jobs (default 2)
#   -f SPECIAL  hand-made move sequences to add (default audit/special.txt);
#               -F: none
#   -P FILE     use positions made earlier by audit/positions.sh
#   -k          keep the work directory and print its name
#   -h          print this and exit
#   LABEL=COMMAND  the programs (default: umaxNN and readableNN of every
#               version in build/; see programs() below)
#
# A pair is accepted iff the printed board changes; for an accepted legal
# pair the new board must also equal Stockfish's.  Micro-Max promotes to a
# queen only, so a promotion pair (e7e8) is legal iff Stockfish's e7e8q is,
# and the expected board is the one with the queen; under-promotion cannot
# be asked for.  Exit status 1 on any disagreement; for 4.8, an accepted
# illegal move that leaves the own king attacked is its known deviation,
# counted but no failure (deviation48.awk; AUDIT_DEVIATION_VERSIONS="" turns
# that off).
set -u
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/.." && pwd)
count=50 seed=1 maxply=160 mode=shape others=4 sample=64 jobs=2 special=$here/special.txt posfile="" keep=0
while getopts n:s:m:a:o:r:j:f:FP:kh o; do
  case $o in
    h) sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0;;
    n) count=$OPTARG;; s) seed=$OPTARG;; m) maxply=$OPTARG;; o) others=$OPTARG;;
    a) mode=$OPTARG;; r) sample=$OPTARG;;
    j) jobs=$OPTARG;; f) special=$OPTARG;; F) special="";; P) posfile=$OPTARG;; k) keep=1;;
    *) sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2; exit 2;;
  esac
done
shift $((OPTIND - 1))
. "$here/lib.sh"
find_stockfish

# The programs: build/umaxNN and build/readableNN.  Until a build exists,
# AUDIT_STANDIN_DIR (e.g. a directory with refNN binaries) stands in for it.
labels=() cmds=()
if [ $# -gt 0 ]; then
  for a in "$@"; do labels+=("${a%%=*}"); cmds+=("${a#*=}"); done
else
  for v in ${VERSIONS:-$(sed -n 's/^VERSIONS *:= *//p' "$top/Makefile")}; do
    for kind in umax readable; do
      if [ -x "$top/build/$kind$v" ]; then
        labels+=("$kind$v"); cmds+=("$top/build/$kind$v")
      elif [ -n "${AUDIT_STANDIN_DIR:-}" ] && [ -x "$AUDIT_STANDIN_DIR/ref$v" ]; then
        echo "audit: $kind$v: build/$kind$v missing, using stand-in $AUDIT_STANDIN_DIR/ref$v" >&2
        labels+=("$kind$v"); cmds+=("$AUDIT_STANDIN_DIR/ref$v")
      else
        echo "audit: $kind$v: build/$kind$v missing, skipped" >&2
      fi
    done
  done
fi
[ ${#labels[@]} -gt 0 ] || { echo "$0: no program to audit" >&2; exit 2; }

# The fork shim (audit/forkshim.c) spares the replay of a position's moves for
# every legal pair; AUDIT_NO_SHIM=1 does without it (same verdicts, slower).
if [ -z "${AUDIT_NO_SHIM:-}" ] && [ -z "${AUDIT_SHIM:-}" ]; then
  AUDIT_SHIM=$top/build/audit/forkshim.so
  if [ ! -f "$AUDIT_SHIM" ] || [ "$here/forkshim.c" -nt "$AUDIT_SHIM" ]; then
    mkdir -p "$top/build/audit"
    ${CC:-cc} -O2 -shared -fPIC -o "$AUDIT_SHIM" "$here/forkshim.c" -ldl ||
      { echo "audit: cannot build the fork shim; one process per move" >&2; AUDIT_SHIM=""; }
  fi
fi
[ -n "${AUDIT_NO_SHIM:-}" ] && AUDIT_SHIM=""
export AUDIT_SHIM

work=$(mktemp -d "${TMPDIR:-/tmp}/legality.XXXXXX")
if [ $keep = 1 ]; then echo "audit: work directory $work" >&2; else trap 'rm -rf "$work"' EXIT; fi
t0=$(date +%s)

# 1. positions
if [ -n "$posfile" ]; then
  cp "$posfile" "$work/positions"
else
  "$here/positions.sh" -s "$seed" -n "$count" -m "$maxply" ${special:+-f "$special"} \
    > "$work/positions" || exit 2
fi
npos=$(wc -l < "$work/positions")

# 2. Stockfish's board of every position and after every legal move
awk -F'\t' '{ print "position startpos moves " $2; print "d"
             n = split($3, l, " "); for (i = 1; i <= n; i++) { print "position startpos moves " $2 " " l[i]; print "d" } }
           END { print "quit" }' "$work/positions" |
  "$SF" 2>/dev/null |
  awk '/^Fen: / { f = substr($0, 6) } /^Checkers:/ { c = substr($0, 11); gsub(/ /, "", c); print f "\t" c }' > "$work/fens"

# 3. one directory per position: prefix, board, legal, illegal
awk -F'\t' -v work="$work" -v mode="$mode" -v others="$others" -v sample="$sample" -v seed="$seed" \
  -f "$here/board.awk" -f "$here/offers.awk" "$work/positions" || exit 2
t1=$(date +%s)

# 4. every program on every position
for i in "${!labels[@]}"; do
  for d in "$work"/p/*; do printf '%s\t%s\t%s\n' "${labels[$i]}" "$d" "${cmds[$i]}"; done
done > "$work/jobs"
tr '\n' '\0' < "$work/jobs" |
  xargs -0 -P "$jobs" -n 1 bash -c 'IFS=$'"'\t'"' read -r l d c <<<"$1"; '"'$here/check-position.sh'"' "$l" "$d" $c' _ \
  > "$work/results"
t2=$(date +%s)

# 5. the known deviation of 4.8 (deviation48.awk, README.md): an accepted
# illegal move that leaves the own king attacked becomes a "K" line.
awk -v work="$work" -v versions="${AUDIT_DEVIATION_VERSIONS-48}" -f "$here/board.awk" -f "$here/deviation48.awk" \
  "$work/results" > "$work/results.k" && mv "$work/results.k" "$work/results"

# 6. figures
awk -v work="$work" -v npos="$npos" -v tprep=$((t1 - t0)) -v trun=$((t2 - t1)) -v nprog=${#labels[@]} '
  $1 == "R" { if (!($2 in seen)) { seen[$2] = 1; order[++n] = $2 }
              pos[$2]++; leg[$2] += $4; ill[$2] += $5; acc[$2] += $6; ref[$2] += $7 }
  $1 == "D" { dis[$2]++; line[++nd] = $0 }
  $1 == "K" { kd[$2]++; tk++ }
  END {
    printf "legality audit: %d positions, %d programs (Stockfish as judge)\n", npos, nprog
    printf "%-12s %9s %9s %9s %9s %9s %9s %6s\n", "program", "positions", "offered", "legal", "accepted", "refused", "disagree", ""
    for (i = 1; i <= n; i++) { p = order[i]
      printf "%-12s %9d %9d %9d %9d %9d %9d\n", p, pos[p], leg[p] + ill[p], leg[p], acc[p], ref[p], dis[p]
      tl += leg[p]; ti += ill[p]; ta += acc[p]; tr += ref[p]; td += dis[p]; tp += pos[p] }
    printf "%-12s %9d %9d %9d %9d %9d %9d\n", "total", tp, tl + ti, tl, ta, tr, td
    for (i = 1; i <= n; i++) if (order[i] in kd)
      printf "%s: %d illegal moves accepted that leave the own king attacked (the known deviation of 4.8, audit/README.md)\n", order[i], kd[order[i]]
    for (i = 1; i <= nd && i <= 40; i++) print "  " line[i] | "sort -k2,3 -s"; close("sort -k2,3 -s")
    if (nd > 40) print "  ... " nd - 40 " more"
    getline cov < (work "/coverage"); print cov
    printf "time: %ds preparing positions, %ds running programs\n", tprep, trun
    exit (td > 0 || tp != npos * nprog) ? 1 : 0
  }' "$work/results"
status=$?

# 7. same verdicts for umax and readable of one version (known deviations
# included)
for l in "${labels[@]}"; do
  case $l in umax*) r=readable${l#umax}
    if printf '%s\n' "${labels[@]}" | grep -qx "$r"; then
      a=$(awk -v p="$l" '($1 == "D" || $1 == "K") && $2 == p { $2 = ""; print }' "$work/results" | sort)
      b=$(awk -v p="$r" '($1 == "D" || $1 == "K") && $2 == p { $2 = ""; print }' "$work/results" | sort)
      if [ "$a" != "$b" ]; then echo "audit: $l and $r disagree with each other"; status=1
      else echo "audit: $l and $r: identical verdicts"; fi
    fi;;
  esac
done
exit $status
