#!/usr/bin/env bash
# score.sh: the mutation table of one version (make mutate; README.md):
# which mutants of the listing some input tells apart (killable), and how
# many of them the certificate (compare/port.sh's default cases, the
# golden cert-* cases) and make compare's quick run kill.
#
#   compare/mutate/score.sh [--published FILE] [--version V] [-j N]
#                           [--sshlogin LOGINS] [--quick-sample N]
#
# The oracle: 40 random legal games typed move by move (randgame, seed 1;
# every typed move is checked by a root search, whose iterations the
# kibitz lines show), then, for the mutants that survive them, 400 more
# (seed 2), then the golden cases opening-*, random-*, special-* and
# illegal-* (engine moves).  A
# mutant that survives both is listed as a survivor: README.md argues why
# no input tells it apart, or it is a gap to fill.  The quick run is
# measured on every N-th killable mutant (--quick-sample, default 10):
# its cases each end in a full engine search.
# Writes build/mutate/V/*.tsv and, with --update, compare/mutate/scores.txt
# (the figures that docs/ports.md states; tools/docs-check.sh compares).
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
die() { echo "score: $*" >&2; exit 2; }
version=48 published="" jobs=$(nproc 2> /dev/null || echo 2) sshlogin="" qsample=10 update=0
while [ $# -gt 0 ]; do
    case $1 in
        --published) published=${2:?}; shift ;;
        --version) version=${2:?}; shift ;;
        -j) jobs=${2:?}; shift ;;
        --sshlogin) sshlogin=${2:?}; shift ;;
        --quick-sample) qsample=${2:?}; shift ;;
        --update) update=1 ;;
        -h|--help) sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) die "unknown option $1" ;;
    esac
    shift
done
out=$root/build/mutate/$version
mkdir -p "$out"
src=(--listing "$root/umax/umax$version.c")
[ -z "$published" ] || src=(--published "$published")
par=(-j "$jobs")
[ -z "$sshlogin" ] || par+=(--sshlogin "$sshlogin")
m() { "$here/mutate.sh" "${src[@]}" "${par[@]}" "$@"; }

# the corpora
[ -f "$out/random/order" ] || "$here/corpus.sh" random "$out/random" "$version" 40 1
[ -f "$out/random400/order" ] || "$here/corpus.sh" random "$out/random400" "$version" 400 2
[ -f "$out/golden/order" ] || "$here/corpus.sh" golden "$out/golden" "$version" 'opening-*' 'random-*' 'special-*' 'illegal-*'
[ -f "$out/cert/order" ] || "$here/corpus.sh" golden "$out/cert" "$version" 'cert-*'
if [ ! -f "$out/quick/order" ]; then
    "$root/compare/compare.sh" --list --quick --versions "$version" | sed 's/^[a-z]* [^ ]*: //' > "$out/quick.cases"
    "$here/corpus.sh" cases "$out/quick" "$version" "$out/quick.cases"
fi

m --out "$out/random.tsv" "$out/random"
survivors=$(awk -F '\t' '$6 == "survived" { printf "%s ", $1 }' "$out/random.tsv")
m --ids "$survivors" --out "$out/random400.tsv" "$out/random400"
survivors=$(awk -F '\t' '$6 == "survived" { printf "%s ", $1 }' "$out/random400.tsv")
m --cflags "-O2 -std=gnu89 -fsigned-char -w" --ids "$survivors" --out "$out/golden.tsv" "$out/golden"
# killable: killed by any
awk -F '\t' '$6 == "killed" { print $1 }' "$out/random.tsv" "$out/random400.tsv" "$out/golden.tsv" |
    sort -u > "$out/killable"
m --ids "$(tr '\n' ' ' < "$out/killable")" --out "$out/cert.tsv" "$out/cert"
m --cflags "-O2 -std=gnu89 -fsigned-char -w" --ids "$(awk -v n="$qsample" '(NR - 1) % n == 0' "$out/killable" | tr '\n' ' ')" \
    --out "$out/quick.tsv" "$out/quick"

count() { awk -F '\t' -v s="$2" '$6 == s' "$1" | wc -l; }
total=$(wc -l < "$out/random.tsv")
stillborn=$(count "$out/random.tsv" stillborn)
killable=$(wc -l < "$out/killable")
survived=$((total - stillborn - killable))
cert=$(count "$out/cert.tsv" killed)
qrun=$(wc -l < "$out/quick.tsv")
qkill=$(count "$out/quick.tsv" killed)
{
    echo "$version mutants $total"
    echo "$version stillborn $stillborn"
    echo "$version killable $killable"
    echo "$version survivors $survived"
    echo "$version certificate $cert"
    echo "$version quick-sampled $qrun"
    echo "$version quick-killed $qkill"
} > "$out/scores.txt"
cat "$out/scores.txt"
if [ "$update" = 1 ]; then
    touch "$here/scores.txt"
    awk -v v="$version" '$1 != v' "$here/scores.txt" | cat - "$out/scores.txt" | sort > "$out/scores.new"
    mv "$out/scores.new" "$here/scores.txt"
fi
awk -F '\t' '$6 == "survived"' "$out/golden.tsv" > "$out/survivors.tsv"
[ "$cert" = "$killable" ] || { echo "score: the certificate misses $((killable - cert)) killable mutants (build/mutate/$version/cert.tsv)" >&2; exit 1; }
