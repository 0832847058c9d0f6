#!/usr/bin/env bash
# make-illegal-golden.sh: the golden class illegal-* (tests/golden/README.md):
# illegal moves that the published 4.8 plays, and what it prints after them.
#
#   tools/make-illegal-golden.sh [options] LISTING
#
# LISTING is the published micro-Max 4.8 source (umax4_8.c, from H.G.
# Muller's micro-Max pages), which this repository does not hold.  It is
# built twice in a temporary directory, with one change that the contract
# allows (docs/contract.md, deviation 2: the program ends at end of input):
# as published, and as its kibitz build (the root printf uncommented).
#
# For every kind of illegal move that compare/randgame.c names, random legal
# games (randgame illegal ... KIND) end in a position that has moves of that
# kind.  Each such move is typed after the game's moves; the program "plays"
# it when the last two boards it prints differ.  The cases are chosen among
# the moves it plays, one per game, the kinds in turn: the game's moves,
# the illegal move, then ENGINE_MOVES empty lines.  Each case is written as
# DIR/illegal-KIND-N.in, .out (the program's output) and .kibitz (its
# kibitz build's).  A summary of the moves tried and played per kind goes
# to standard output.
#
# Options:
#   --out DIR          where the cases go (default tests/golden/48)
#   --seed N           randgame's seed (default 1)
#   --games N          games per kind (default 6)
#   --cases N          cases to write, at most (default 12)
#   --engine-moves N   empty lines after the illegal move (default 3)
#   --check-only       write nothing: only count the moves tried and played
#   --program CMD      judge with CMD instead of the built LISTING (plain
#                      output; e.g. build/umax43 for an older version)
set -eu

here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
out=$root/tests/golden/48 seed=1 games=6 max_cases=12 engine_moves=3
check_only=0 program=""
usage() { sed -n '2,/^set -eu/p' "$0" | sed '$d; s/^# \{0,1\}//'; }
die() { echo "make-illegal-golden: $*" >&2; exit 2; }
while [ $# -gt 0 ]; do
    case $1 in
        --out) out=$2; shift ;;
        --seed) seed=$2; shift ;;
        --games) games=$2; shift ;;
        --cases) max_cases=$2; shift ;;
        --engine-moves) engine_moves=$2; shift ;;
        --check-only) check_only=1 ;;
        --program) program=$2; shift ;;
        -h|--help) usage; exit 0 ;;
        -*) die "unknown option $1" ;;
        *) break ;;
    esac
    shift
done
[ $# -eq 1 ] || { usage >&2; exit 2; }
listing=$1
[ -r "$listing" ] || die "cannot read $listing"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The two builds.  The listing reads a line with
#   p=c;W((*p++=getchar())>10);
# and never looks at end of file; the added test ends the program there.
# compare/listing.sh: the end-of-input exit (the plain program), and the
# kibitz line switched on as well (the kibitz program).
CC=${CC:-cc} "$root/compare/listing.sh" --plain "$listing" "$work/plain" > /dev/null \
    || die "cannot build $listing"
CC=${CC:-cc} "$root/compare/listing.sh" "$listing" "$work/kibitz" > /dev/null \
    || die "cannot build $listing"
[ -n "$program" ] || program=$work/plain
${CC:-cc} -std=c99 -O2 -o "$work/randgame" "$root/compare/randgame.c" || die "cannot build randgame"

# plays INPUTFILE: does the last input line change the board?  The board is
# the block of 8 lines printed after every line (and at the start).
plays() {
    $program < "$1" | awk '{ b[int((NR - 1) / 8)] = b[int((NR - 1) / 8)] $0 "\n" }
        END { n = int(NR / 8); exit !(n >= 2 && b[n - 1] != b[n - 2]) }'
}

kinds="king-into-check pinned ignores-check castle-out-of-check castle-through-check castle-into-check"
: > "$work/chosen"
for kind in $kinds; do
    tried=0 played=0 g=0
    while IFS= read -r line; do
        g=$((g + 1))
        prefix=${line%% |*}
        first=""
        for m in ${line#* |}; do
            m=${m%%:*}
            tried=$((tried + 1))
            { printf '%s\n' $prefix; echo "$m"; } > "$work/try.in"
            if plays "$work/try.in"; then
                played=$((played + 1))
                [ -n "$first" ] || first=$m
            fi
        done
        [ -z "$first" ] || echo "$kind $g $first $prefix" >> "$work/chosen"
    done < <("$work/randgame" illegal "$games" "$seed" 6 60 "$kind")
    printf '%-22s %3d tried, %3d played (%d games)\n' "$kind" "$tried" "$played" "$games"
done
[ "$check_only" = 0 ] || exit 0

# One case per game, the kinds in turn, until max_cases.
awk -v max="$max_cases" '
    { k = $1; if (!(k in n)) order[++kinds] = k; row[k, ++n[k]] = $0 }
    END {
        for (i = 1; written < max; i++) {
            any = 0
            for (j = 1; j <= kinds && written < max; j++)
                if (i <= n[order[j]]) { print row[order[j], i]; written++; any = 1 }
            if (!any) break
        }
    }' "$work/chosen" > "$work/cases"
mkdir -p "$out"
declare -A number
while read -r kind _ move prefix; do
    number[$kind]=$(( ${number[$kind]:-0} + 1 ))
    name=illegal-$kind-${number[$kind]}
    { printf '%s\n' $prefix; echo "$move"; for ((i = 0; i < engine_moves; i++)); do echo; done; } > "$out/$name.in"
    "$work/plain" < "$out/$name.in" > "$out/$name.out"
    "$work/kibitz" < "$out/$name.in" > "$out/$name.kibitz"
    echo "wrote $out/$name.{in,out,kibitz}: $(wc -w <<<"$prefix") moves, then $move"
done < "$work/cases"
