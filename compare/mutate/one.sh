#!/usr/bin/env bash
# one.sh: one mutant, built and run against corpora; run by mutate.sh
# through GNU parallel (on this machine or, with --sshlogin, another one
# holding the same paths).  Prints one line:
#   ID <tab> STATUS <tab> CASE
# ID m0000 is the listing itself, which must survive.
# STATUS: stillborn (does not compile), killed (CASE printed something the
# listing does not, twice: a crash or a hang past the case's time limit
# counts),
# survived (every case printed exactly the listing's transcript).
#
#   compare/mutate/one.sh WORK ID CORPUS...
#
# WORK holds listing.c (the listing as the mutants start from), cflags
# and src/ID.c (the mutants' sources; made from listing.c when missing); a CORPUS is a directory of CASE.in and CASE.kibitz (the
# listing's kibitz transcript) with a file `order`: "CASE SECONDS" a line,
# the cases to run in that order, each stopped after SECONDS.
set -u
here=$(cd "$(dirname "$0")" && pwd)
work=$1 id=$2
shift 2
tmp=$(mktemp -d "${TMPDIR:-/tmp}/mutant.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
if [ "$id" = m0000 ]; then
    cp "$work/listing.c" "$tmp/m.c"     # the listing itself: must survive
elif [ -f "$work/src/$id.c" ]; then
    cp "$work/src/$id.c" "$tmp/m.c"
else
    python3 "$here/mutants.py" make "$work/listing.c" "$id" > "$tmp/m.c" || exit 2
fi
# shellcheck disable=SC2046  # the flags are words
if ! ${CC:-cc} $(cat "$work/cflags") -o "$tmp/m" "$tmp/m.c" 2> /dev/null; then
    printf '%s\tstillborn\t-\n' "$id"
    exit 0
fi
# run_case CORPUS CASE LIMIT: succeeds when the mutant prints the
# listing's transcript within the limit (line-buffered: cmp stops at the
# first differing byte, and the mutant with it)
run_case() {
    timeout -k 1 "$3" stdbuf -oL "$tmp/m" < "$1/$2.in" 2> /dev/null | cmp -s - "$1/$2.kibitz"
    [ "${PIPESTATUS[*]}" = "0 0" ]
}
for corpus in "$@"; do
    while read -r case limit; do
        run_case "$corpus" "$case" "$limit" && continue
        # a kill counts when the case kills again: on a loaded machine a
        # time limit can pass once without the mutant being slower
        run_case "$corpus" "$case" "$limit" && continue
        printf '%s\tkilled\t%s\n' "$id" "$(basename "$corpus")/$case"
        exit 0
    done < "$corpus/order"
done
printf '%s\tsurvived\t-\n' "$id"
