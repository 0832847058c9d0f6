#!/usr/bin/env bash
# corpus.sh: a case corpus for mutate.sh: a directory of CASE.in, the
# published program's kibitz transcript CASE.kibitz (made by
# build/umaxV-kibitz, which prints what the listing prints), and `order`,
# "CASE SECONDS" a line, cheapest case first, SECONDS the time limit of a
# mutant on it (5 s and ten times the reference's own time).
#
#   compare/mutate/corpus.sh golden DIR V [GLOB...]   tests/golden/V cases
#   compare/mutate/corpus.sh random DIR V N SEED      N random legal games
#                                                      typed to their end
#   compare/mutate/corpus.sh cases DIR V FILE         compare.sh --cases form
#                                                      (a token with \ is
#                                                      read as printf %b)
set -u
shopt -s nullglob
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
die() { echo "corpus: $*" >&2; exit 2; }
[ $# -ge 3 ] || die "usage: corpus.sh golden|random|cases DIR V ..."
kind=$1 dir=$2 v=$3
shift 3
ref=$root/build/umax$v-kibitz
[ -x "$ref" ] || die "no $ref (make all)"
mkdir -p "$dir"
case $kind in
    golden)
        for f in "$root/tests/golden/$v"/*.in; do
            id=$(basename "$f" .in)
            keep=$(( $# == 0 ))
            for g in "$@"; do
                # shellcheck disable=SC2254
                case $id in $g) keep=1 ;; esac
            done
            [ "$keep" = 1 ] && cp "$f" "$dir/$id.in"
        done ;;
    random)
        [ $# -eq 2 ] || die "random DIR V N SEED"
        make -s -C "$root" build/randgame > /dev/null 2>&1 ||
            ${CC:-cc} -std=c99 -O2 -o "$root/build/randgame" "$root/compare/randgame.c"
        "$root/build/randgame" games "$1" "$2" 6 300 |
            awk -v dir="$dir" '{ f = sprintf("%s/random-%03d.in", dir, NR)
                                 for (k = 1; k <= NF; k++) print $k > f; close(f) }' ;;
    cases)
        [ -r "${1:-}" ] || die "cannot read ${1:-}"
        awk -v dir="$dir" '{ sub(/\r$/, "") } /^[ \t]*(#|$)/ { next }
            { f = sprintf("%s/case-%03d.in", dir, ++g)
              for (k = 1; k <= NF; k++) print ($k == "-" ? "" : $k) > f; close(f) }' "$1"
        # printf %b escapes in a token (\v: a vertical tab)
        for f in "$dir"/case-*.in; do
            grep -q '\\' "$f" || continue
            while IFS= read -r l; do printf '%b\n' "$l"; done < "$f" > "$f.tmp" && mv "$f.tmp" "$f"
        done ;;
    *) die "unknown corpus kind $kind" ;;
esac
TIMEFORMAT=%R
for f in "$dir"/*.in; do
    id=$(basename "$f" .in)
    t=$( { time "$ref" < "$f" > "$dir/$id.kibitz"; } 2>&1 )
    echo "$id $(awk -v t="$t" 'BEGIN { printf "%d", 5 + 10 * t + 0.999 }') $t"
done | sort -k3,3n -k1,1 | cut -d' ' -f1,2 > "$dir/order"
echo "corpus: $dir: $(wc -l < "$dir/order") cases" >&2
