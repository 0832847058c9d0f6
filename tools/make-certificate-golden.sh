#!/usr/bin/env bash
# make-certificate-golden.sh: the golden class cert-* (tests/golden/README.md):
# the cases of compare/port.sh's certificate, chosen by the mutation run for
# what they tell apart (compare/mutate/README.md), with the transcripts of
# the published program.
#
#   tools/make-certificate-golden.sh [--version V] [--out DIR] LISTING CASES
#
# LISTING is the published micro-Max source (umax4_8.c for 4.8, from H.G.
# Muller's micro-Max pages), which this repository does not hold; it is
# built as tools/make-illegal-golden.sh builds it (an end-of-input exit
# added; plain, and its kibitz build with the root printf uncommented).
# CASES is in the form of compare.sh --cases (one case a line, "-" for an
# engine move; a token is read as printf %b, \v a vertical tab):
# compare/mutate/certificate-V.cases.  Case N is written as
# DIR/cert-NN.in, .out and .kibitz (DIR default tests/golden/V); the
# cert-* files there before are removed first.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
version=48 out=""
die() { echo "make-certificate-golden: $*" >&2; exit 2; }
while [ $# -gt 0 ]; do
    case $1 in
        --version) version=$2; shift ;;
        --out) out=$2; shift ;;
        -h|--help) sed -n '2,/^set -eu/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        -*) die "unknown option $1" ;;
        *) break ;;
    esac
    shift
done
[ $# -eq 2 ] || die "usage: make-certificate-golden.sh [--version V] [--out DIR] LISTING CASES"
listing=$1 cases=$2
out=${out:-$root/tests/golden/$version}
[ -r "$listing" ] || die "cannot read $listing"
[ -r "$cases" ] || die "cannot read $cases"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# compare/listing.sh: the end-of-input exit (the plain program), and the
# kibitz line switched on as well (the kibitz program).
CC=${CC:-cc} "$root/compare/listing.sh" --plain "$listing" "$work/plain" > /dev/null \
    || die "cannot build $listing"
CC=${CC:-cc} "$root/compare/listing.sh" "$listing" "$work/kibitz" > /dev/null \
    || die "cannot build $listing"
mkdir -p "$out"
rm -f "$out"/cert-*.in "$out"/cert-*.out "$out"/cert-*.kibitz
awk '{ sub(/\r$/, "") } /^[ \t]*(#|$)/ { next } { print }' "$cases" | while read -r line; do
    n=$(( ${n:-0} + 1 ))
    name=$(printf 'cert-%02d' "$n")
    # a token is printf %b (\v: a vertical tab), "-" an empty line
    for t in $line; do [ "$t" = - ] && echo || printf '%b\n' "$t"; done > "$out/$name.in"
    "$work/plain" < "$out/$name.in" > "$out/$name.out"
    "$work/kibitz" < "$out/$name.in" > "$out/$name.kibitz"
    echo "wrote $out/$name.{in,out,kibitz}: $(wc -l < "$out/$name.in") input lines"
done
