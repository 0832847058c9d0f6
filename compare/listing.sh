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
# override).  Two edits, both checked:
#   - the commented-out kibitz line (`/*if(z)printf(... /* uncomment for
#     Kibitz */`) becomes code;
#   - after the line `p=c;W((*p++=getchar())>10);` that reads a move, the
#     program exits when the input has ended (the last character read is
#     EOF, -1).
set -eu

kibitz=1
[ "${1:-}" = --plain ] && { kibitz=0; shift; }
[ $# -eq 2 ] || { echo "usage: compare/listing.sh [--plain] LISTING.c OUTPUT" >&2; exit 2; }
listing=$1 out=$2 edited=$2.edited.c
[ -r "$listing" ] || { echo "listing.sh: cannot read $listing" >&2; exit 2; }
if [ "$listing" -ef "$edited" ] || [ "$listing" -ef "$out" ]; then
    echo "listing.sh: $out or $edited would overwrite the listing" >&2; exit 2
fi

sed -e 's|\(p=c;W((\*p++=getchar())>10);\)|\1if(p[-1]<0)exit(0);|' \
    "$listing" > "$edited"
if [ $kibitz = 1 ]; then
    sed -i 's|/\*if(z)printf|if(z)printf|' "$edited"
    grep -q '^ *if(z)printf' "$edited" \
        || { echo "listing.sh: no commented-out kibitz line (/*if(z)printf) in $listing" >&2; exit 1; }
fi
grep -qF 'if(p[-1]<0)exit(0);' "$edited" \
    || { echo "listing.sh: no input line p=c;W((*p++=getchar())>10); in $listing" >&2; exit 1; }
# shellcheck disable=SC2086  # the flags are words
${CC:-gcc} ${LISTING_CFLAGS:--std=gnu89 -O2 -fsigned-char -w} -o "$out" "$edited"
echo "listing.sh: built $out from $listing"
