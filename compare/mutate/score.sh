#!/usr/bin/env bash
# score.sh: the mutation table of one version (make mutate; README.md):
# which mutants of the listing some input tells apart (killable), and how
# many of them the certificate (compare/port.sh's default cases, the
# golden cert-* cases) and make compare's quick run kill.
#
#   compare/mutate/score.sh [--published FILE] [--version V] [--sample N]
#                           [-j N] [--sshlogin LOGINS] [--quick-sample N]
#                           [--update]
#
# The oracle, each stage on the survivors of the one before:
#   random     40 random legal games typed move by move (randgame, seed
#              1): every typed move is checked by a root search of up to
#              three iterations (two in 4.0), all but the last printed by
#              the kibitz build (README.md, "Which cases kill");
#   random100  100 more (seed 2);
#   golden14   the 14 cheapest golden cases with engine moves (a full
#              search each, of up to a million nodes);
#   targeted   compare/mutate/targeted.cases: positions aimed at what
#              the others miss (a stalemate, a control character in a
#              line, a check that only allows mate in one).
# Killable is what a stage kills; the survivors are argued equivalent in
# README.md, or are gaps.  Then the killable mutants run on the
# certificate (it must kill all) and every N-th of them (--quick-sample,
# default 10) on make compare QUICK=1's corpus of the version.
# --sample N: every N-th mutant only.  A stage whose results exist in
# build/mutate/V-SOURCE/ is not run again (delete them to redo it).
# --update writes the figures to compare/mutate/scores.txt, which
# docs/ports.md states (tools/docs-check.sh compares).
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
die() { echo "score: $*" >&2; exit 2; }
version=48 published="" sample=1 jobs=$(nproc 2> /dev/null || echo 2) sshlogin="" qsample=10 update=0
while [ $# -gt 0 ]; do
    case $1 in
        --published) published=${2:?}; shift ;;
        --version) version=${2:?}; shift ;;
        --sample) sample=${2:?}; shift ;;
        -j) jobs=${2:?}; shift ;;
        --sshlogin) sshlogin=${2:?}; shift ;;
        --quick-sample) qsample=${2:?}; shift ;;
        --update) update=1 ;;
        -h|--help) sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) die "unknown option $1" ;;
    esac
    shift
done
src=(--listing "$root/umax/umax$version.c") source=umax
[ -z "$published" ] || { src=(--published "$published"); source=published; }
out=$root/build/mutate/$version-$source
corp=$root/build/mutate/corpus-$version
mkdir -p "$out" "$corp"
par=(-j "$jobs")
[ -z "$sshlogin" ] || par+=(--sshlogin "$sshlogin")
O2="-O2 -std=gnu89 -fsigned-char -w"

# the corpora, shared by both sources
[ -f "$corp/random/order" ] || "$here/corpus.sh" random "$corp/random" "$version" 40 1
[ -f "$corp/random100/order" ] || "$here/corpus.sh" random "$corp/random100" "$version" 100 2
if [ ! -f "$corp/golden14/order" ]; then
    "$here/corpus.sh" golden "$corp/golden" "$version" 'opening-*' 'random-*' 'special-*' 'illegal-*'
    mkdir -p "$corp/golden14"
    head -14 "$corp/golden/order" > "$corp/golden14/order"
    while read -r c _; do cp "$corp/golden/$c.in" "$corp/golden/$c.kibitz" "$corp/golden14/"; done < "$corp/golden14/order"
fi
# the certificate: made again whenever its golden cases change
if ! diff -q <(cat "$root/tests/golden/$version"/cert-*.kibitz 2> /dev/null) \
        <(cat "$corp/cert"/cert-*.kibitz 2> /dev/null) > /dev/null || [ ! -s "$corp/cert/order" ]; then
    rm -rf "$corp/cert" "$out"/cert*.tsv "$out"/cert*.work
    "$here/corpus.sh" golden "$corp/cert" "$version" 'cert-*'
fi
[ -f "$corp/targeted/order" ] || "$here/corpus.sh" cases "$corp/targeted" "$version" "$here/targeted.cases"
if [ ! -f "$corp/quick/order" ]; then
    "$root/compare/compare.sh" --list --quick --versions "$version" | sed 's/^[a-z]* [^ ]*: //' > "$corp/quick.cases"
    "$here/corpus.sh" cases "$corp/quick" "$version" "$corp/quick.cases"
fi

# stage NAME CORPUS FLAGS IDS: mutate.sh on the mutants IDS, unless its
# results are there
stage() {
    local which=(--sample "$sample")
    [ -s "$out/$1.tsv" ] && return
    # IDS "all": every mutant of the sample; none: nothing to run
    if [ "$4" != all ]; then
        which=(--ids "$4")
        [ -n "${4// /}" ] || { : > "$out/$1.tsv"; return; }
    fi
    "$here/mutate.sh" "${src[@]}" "${par[@]}" --cflags "$3" "${which[@]}" --out "$out/$1.tsv" "$2"
}
survivors() { awk -F '\t' '$6 == "survived" { printf "%s ", $1 }' "$out/$1.tsv"; }
stage random "$corp/random" "-O0 -std=gnu89 -fsigned-char -w" all
stage random100 "$corp/random100" "-O0 -std=gnu89 -fsigned-char -w" "$(survivors random)"
stage golden14 "$corp/golden14" "$O2" "$(survivors random100)"
stage targeted "$corp/targeted" "$O2" "$(survivors golden14)"
awk -F '\t' '$6 == "killed" { print $1 }' "$out/random.tsv" "$out/random100.tsv" "$out/golden14.tsv" \
    "$out/targeted.tsv" | sort -u > "$out/killable"
[ "$(ls "$corp/cert"/*.in 2> /dev/null | wc -l)" -gt 0 ] || die "no cert-* golden cases (tools/make-certificate-golden.sh)"
# each killable mutant on the certificate, compiled as the stage that
# killed it compiled it: a mutant with undefined behaviour (an array made
# too short) can print differently at -O0 and -O2
awk -F '\t' '$6 == "killed" { printf "%s ", $1 }' "$out/random.tsv" "$out/random100.tsv" > "$out/killable-O0"
awk -F '\t' '$6 == "killed" { printf "%s ", $1 }' "$out/golden14.tsv" "$out/targeted.tsv" > "$out/killable-O2"
stage certO0 "$corp/cert" "-O0 -std=gnu89 -fsigned-char -w" "$(cat "$out/killable-O0")"
stage certO2 "$corp/cert" "$O2" "$(cat "$out/killable-O2")"
cat "$out/certO0.tsv" "$out/certO2.tsv" > "$out/cert.tsv"
stage quick "$corp/quick" "$O2" "$(awk -v n="$qsample" '(NR - 1) % n == 0' "$out/killable" | tr '\n' ' ')"

count() { awk -F '\t' -v s="$2" '$6 == s' "$1" | wc -l; }
{
    echo "$version mutants $(awk 'END { print NR }' "$out/random.work/mutants.tsv")"
    echo "$version sampled $(wc -l < "$out/random.tsv")"
    echo "$version stillborn $(count "$out/random.tsv" stillborn)"
    echo "$version killable $(wc -l < "$out/killable")"
    echo "$version survivors $(count "$out/targeted.tsv" survived)"
    echo "$version certificate $(count "$out/cert.tsv" killed)"
    echo "$version quick-sampled $(wc -l < "$out/quick.tsv")"
    echo "$version quick-killed $(count "$out/quick.tsv" killed)"
} | sed "s/^$version /$version-$source /" > "$out/scores.txt"
cat "$out/scores.txt"
awk -F '\t' '$6 == "survived"' "$out/targeted.tsv" > "$out/survivors.tsv"
if [ "$update" = 1 ]; then
    touch "$here/scores.txt"
    awk -v k="$version-$source" '$1 != k' "$here/scores.txt" | cat - "$out/scores.txt" | sort > "$out/scores.new"
    mv "$out/scores.new" "$here/scores.txt"
fi
missed=$(( $(wc -l < "$out/killable") - $(count "$out/cert.tsv" killed) ))
[ "$missed" = 0 ] || { echo "score: the certificate misses $missed killable mutants ($out/cert.tsv)" >&2; exit 1; }
