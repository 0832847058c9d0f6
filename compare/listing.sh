#!/usr/bin/env bash
# listing.sh: build a published micro-Max listing, supplied by the user, as
# the kibitz program that compare/bench.sh and compare/compare.sh pair with
# readable: its root trace switched on and an exit at end of input (the
# published program reads on forever).  See compare/README.md ("make bench").
#
#   compare/listing.sh [--plain] LISTING.c OUTPUT
#                                   e.g. compare/listing.sh ~/umax4_8.c /tmp/listing48
#
# --plain leaves the kibitz line commented out: the published program as
# it plays, but for the exit at end of input (the golden transcripts'
# plain program, tools/make-*-golden.sh).
#
# The listing itself is not changed: an edited copy is compiled next to
# OUTPUT (OUTPUT.edited.c), with gcc -std=gnu89 -O2 (CC and LISTING_CFLAGS
# override).  The edits, checked where they are needed:
#   - the commented-out kibitz line (4.8's `/*if(z)printf(...`, 4.0-4.3's
#     `/*if(z==8)printf(...`) becomes code;
#   - after the line `p=c;W((*p++=getchar())>10);` that reads a move, the
#     program exits when the input has ended (the last character read is
#     EOF, -1);
#   - 4.0-4.3 only: the hash-lock counter `j`, left uninitialised in their
#     main(), starts at 0 (docs/contract.md); 4.8 has no such counter.
# The 4.0 and 4.3 listings are on H.G. Muller's micro-Max 4.0 and "King
# Safety" pages; the 4.2 that the project reproduces is the 4.3 listing
# without its king safety (compare/listing42.sh makes it).
set -eu

kibitz=1
[ "${1:-}" = --plain ] && { kibitz=0; shift; }
[ $# -eq 2 ] || { echo "usage: compare/listing.sh [--plain] LISTING.c OUTPUT" >&2; exit 2; }
listing=$1 out=$2 edited=$2.edited.c
[ -r "$listing" ] || { echo "listing.sh: cannot read $listing" >&2; exit 2; }
if [ "$listing" -ef "$edited" ] || [ "$listing" -ef "$out" ]; then
    echo "listing.sh: $out or $edited would overwrite the listing" >&2; exit 2
fi

# what is added is marked /*{harness*/.../*harness}*/, which
# compare/mutate/mutants.py leaves out of the mutants (the kibitz line,
# the listing's own, it finds by itself)
sed -e 's|\(p=c;W((\*p++=getchar())>10);\)|\1/*{harness*/if(p[-1]<0)exit(0);/*harness}*/|' \
    -e 's|int j,k=8,|int j/*{harness*/=0/*harness}*/,k=8,|' "$listing" > "$edited"
if [ $kibitz = 1 ]; then
    sed -i 's|/\*if(z\(==8\)\{0,1\})printf|if(z\1)printf|' "$edited"
    grep -q '^ *if(z\(==8\)\{0,1\})printf' "$edited" \
        || { echo "listing.sh: no commented-out kibitz line (/*if(z)printf or /*if(z==8)printf) in $listing" >&2; exit 1; }
fi
grep -qF 'if(p[-1]<0)exit(0);' "$edited" \
    || { echo "listing.sh: no input line p=c;W((*p++=getchar())>10); in $listing" >&2; exit 1; }
# shellcheck disable=SC2086  # the flags are words
${CC:-gcc} ${LISTING_CFLAGS:--std=gnu89 -O2 -fsigned-char -w} -o "$out" "$edited"
echo "listing.sh: built $out from $listing"
