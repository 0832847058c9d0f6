#!/usr/bin/env bash
# port-variant.sh: readable/ as a port that parts from the published 4.8
# in known ways, for compare/port.sh --name and port-leave-one-out.sh.
#
#   compare/port-variant.sh DIR [DEVIATION...]
#
# Copies readable/ to DIR/readable and applies, for each DEVIATION (NAME
# or NAME=1; NAME=0 applies nothing), compare/port/deviations/NAME.patch;
# PORT_HASH_BITS=N sets hash.h's HASH_BITS (the listing's 24) to N.  The
# engine a student reads is the listing's only: each deviation lives in
# its patch, whose first paragraph says what it changes.  Build the copy
# as readable is built (-IDIR/readable, DIR/readable/engine/*.c ...).
# Exit status 0; 2 on an unknown deviation or a patch that does not apply.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
patches=$here/port/deviations
die() { echo "port-variant.sh: $*" >&2; exit 2; }

[ $# -ge 1 ] || die "usage: port-variant.sh DIR [DEVIATION...]"
command -v patch > /dev/null || die "needs the patch program (Debian package patch)"
dir=$1
shift
rm -rf "$dir/readable"
{ mkdir -p "$dir" && cp -R "$root/readable" "$dir/readable"; } || die "cannot copy readable/ to $dir"
for d in "$@"; do
    case $d in
        *=0) ;;
        PORT_HASH_BITS=*)
            bits=${d#*=}
            case $bits in ''|*[!0-9]*) die "$d: the table size is a number of bits" ;; esac
            sed -i "s/^#define HASH_BITS  *[0-9][0-9]*/#define HASH_BITS   $bits/" "$dir/readable/engine/hash.h"
            grep -q "^#define HASH_BITS   $bits\b" "$dir/readable/engine/hash.h" ||
                die "$d: hash.h has no HASH_BITS to set" ;;
        *)
            name=${d%=1}
            [ -f "$patches/$name.patch" ] || die "no such deviation: $d (compare/port/deviations/)"
            # no fuzz: a patch whose context has changed must be renewed,
            # not applied somewhere near
            patch -s -p1 -F0 --no-backup-if-mismatch -d "$dir" < "$patches/$name.patch" > "$dir/patch.log" 2>&1 ||
                die "$name.patch does not apply to readable/: $(head -3 "$dir/patch.log")" ;;
    esac
done
exit 0
