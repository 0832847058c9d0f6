#!/usr/bin/env bash
# listing42.sh: the micro-Max 4.2 that this project reproduces, made from
# the published 4.3 listing.  The listing on H.G. Muller's 4.2 page lost
# lines (braces and the start of main), so docs/contract.md defines 4.2 as
# the 4.3 listing without its king safety; this script makes that program
# from the 4.3 listing (H.G. Muller's "King Safety" page), for
# compare/listing.sh, compare/mutate and tools/make-certificate-golden.sh.
#
#   compare/listing42.sh LISTING43.c OUTPUT.c
#
# Four edits, each checked to apply exactly once:
#   - the castling bonus 50 goes back to 30;
#   - the frozen-king line (a king move before 30 units of material are
#     captured loses 20) goes;
#   - the pawn-structure term loses its magnetic-king part (a pawn moving
#     from the square paired with its own moved king's, x^16: the one in
#     front of a king on the back rank), keeping the -1 bias;
#   - the captured-material counter R is neither declared nor counted.
# The result prints byte for byte what umax/umax42.c and readable42 print.
set -eu
[ $# -eq 2 ] || { echo "usage: compare/listing42.sh LISTING43.c OUTPUT.c" >&2; exit 2; }
in=$1 out=$2
[ -r "$in" ] || { echo "listing42.sh: cannot read $in" >&2; exit 2; }
[ "$in" -ef "$out" ] && { echo "listing42.sh: $out would overwrite the listing" >&2; exit 2; }
python3 - "$in" "$out" <<'EOF'
import re
import sys
src = open(sys.argv[1], encoding='latin-1').read()
edits = [
    # R: no longer declared (4.3 adds it to the globals)
    (r'(int M=136,S=128,I=8e3,C=799,Q,O,K,N),R;', r'\1;'),
    # the castling bonus
    (r'(b\[F\]=k\+6,v\+=)50;', r'\g<1>30;'),
    # the frozen king, a line of its own
    (r'\n[ \t]*v-=p-4\|R>29\?0:20;[^\n]*', ''),
    # the magnetic king: the pawn term's last part, up to its ')'
    (r'-1([^\n]*)\n[ \t]*\+\(b\[x\^16\]==k\+36\)\);[^\n]*', r'-1);\1'),
    # R counted when a typed or engine move is played
    (r'\{Q=-e-i;O=F;([^\n]*)\n[ \t]*R\+=i>>7;return l;\}[^\n]*', r'{Q=-e-i;O=F;return l;}\1'),
]
for pattern, replacement in edits:
    src, n = re.subn(pattern, replacement, src)
    if n != 1:
        sys.exit("listing42.sh: %s: expected once in %s, found %d times (not the 4.3 listing?)"
                 % (pattern, sys.argv[1], n))
code = re.sub(r'/\*.*?\*/|"[^"]*"', '', src, flags=re.S)
if re.search(r'\bR\b', code):
    sys.exit("listing42.sh: the counter R is still used in " + sys.argv[1])
open(sys.argv[2], 'w', encoding='latin-1').write(src)
EOF
echo "listing42.sh: wrote $out (4.3 without king safety)"
