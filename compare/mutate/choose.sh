#!/usr/bin/env bash
# choose.sh: certificate cases from mutate.sh's results: every case that
# was the first to kill some mutant (the corpora run cheapest case first,
# so each mutant names the cheapest case of the first corpus that tells it
# from the listing), the one that killed most first.  Together they kill
# every mutant that the run killed, when run on the listing's mutants in
# any order.  Prints them in the form of compare.sh --cases (a vertical
# tab as \v, which corpus.sh and make-certificate-golden.sh read back),
# each after a comment line with its count.
#
#   compare/mutate/choose.sh RESULTS.tsv CORPUS...
set -u
[ $# -ge 2 ] || { echo "usage: choose.sh RESULTS.tsv CORPUS..." >&2; exit 2; }
results=$1
shift
awk -F '\t' '$6 == "killed" { n[$7]++ } END { for (c in n) print n[c], c }' "$results" |
    sort -k1,1nr -k2,2 | while read -r count killer; do
        for corpus in "$@"; do
            [ "$(basename "$corpus")" = "${killer%%/*}" ] || continue
            echo "# $killer: first to kill $count mutant$([ "$count" = 1 ] || echo s)"
            # a vertical tab written as \v (read back as printf %b)
            awk '{ gsub(/\v/, "\\v"); printf "%s%s", (NR > 1 ? " " : ""), ($0 == "" ? "-" : $0) } END { print "" }' \
                "$corpus/${killer#*/}.in"
        done
    done
