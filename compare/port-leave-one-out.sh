#!/usr/bin/env bash
# port-leave-one-out.sh: for each known port deviation
# (compare/port/deviations/) on its own, how many golden cases
# readable still prints exactly.  A port that has all of a known set of
# differences fixed but one prints what readable prints with that one
# switch on, so the count says how many of the golden cases would show
# the difference (docs/ports.md, "Leave one out").
#
#   compare/port-leave-one-out.sh [--version V] [--match "GLOB..."]
#                                 [--timeout S] [--workdir DIR] [SWITCH...]
#
# SWITCH defaults to the ten boolean switches (NAME or NAME=VALUE).
# Each variant is built by compare/port-name.sh's variant_build, and each
# case stops at its first differing line (the comparison closes the pipe), so
# a switch that changes every case costs little; a case it leaves
# identical costs a whole run of it.  Prints one line per switch:
#   SWITCH  SAME/CASES identical  first difference: CASE line N
# (the case whose first difference comes earliest, counted in lines of
# the golden transcript).  Exit status 0; 2 on bad usage.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)

version=48 match="" timeout=1800 workdir=$root/build/port-loo switches=()
die() { echo "port-leave-one-out.sh: $*" >&2; exit 2; }
while [ $# -gt 0 ]; do
    case $1 in
        --version) version=${2:?}; shift ;;
        --match) match=${2:?}; shift ;;
        --timeout) timeout=${2:?}; shift ;;
        --workdir) workdir=${2:?}; shift ;;
        -h|--help) sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        -*) die "unknown option $1" ;;
        *) switches+=("$1") ;;
    esac
    shift
done
gdir=$root/tests/golden/$version
[ -d "$gdir" ] || die "no golden transcripts for version $version"
command -v stdbuf > /dev/null || die "needs stdbuf (coreutils)"
mkdir -p "$workdir"
# variant_build and the list of deviations, as port.sh --name has them
. "$here/port-name.sh"
[ ${#switches[@]} -gt 0 ] ||
    read -ra switches <<< "$(port_deviation_list | cut -f1 | tr '\n' ' ')"

cases=()
read -ra pats <<< "$match"
for f in "$gdir"/*.in; do
    id=$(basename "$f" .in)
    keep=$(( ${#pats[@]} == 0 ))
    for g in "${pats[@]}"; do
        # shellcheck disable=SC2254  # the glob is the user's
        case $id in $g) keep=1 ;; esac
    done
    [ "$keep" = 1 ] && cases+=("$id")
done
[ ${#cases[@]} -gt 0 ] || die "no golden case matches"

for sw in "${switches[@]}"; do
    exe=$(variant_build "$sw") || exit 2
    same=0 first="" firstline=""
    for id in "${cases[@]}"; do
        out=$workdir/$id.${sw//=/-}.out
        # line-buffered, so that the program ends soon after the first
        # difference, when head has closed the pipe
        timeout "$timeout" stdbuf -oL "$exe" --kibitz < "$gdir/$id.in" 2> /dev/null |
            awk -v golden="$gdir/$id.kibitz" '
                { if ((getline g < golden) <= 0 || g != $0) { print; exit } print }' > "$out"
        if cmp -s "$out" "$gdir/$id.kibitz"; then
            same=$((same + 1))
        else
            n=$(awk -v golden="$gdir/$id.kibitz" \
                '{ if ((getline g < golden) <= 0 || g != $0) exit; k++ } END { print k + 1 }' "$out")
            if [ -z "$first" ] || [ "$n" -lt "$firstline" ]; then first=$id firstline=$n; fi
        fi
        rm -f "$out"
    done
    printf '%-36s %d/%d identical%s\n' "$sw" "$same" "${#cases[@]}" \
        "${first:+  first difference: $first line $firstline}"
done
