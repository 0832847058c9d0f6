#!/usr/bin/env bash
# peak-rss.sh -- the peak resident size of each minimized program for the
# input "e2e4" then an empty line (1. e4 and one engine move, about a second
# of CPU each), measured with GNU time (`/usr/bin/time -v`, "Maximum resident
# set size"), against the published program's figure plus 2%.
#
# The published figures are the "published" rows of the table in
# umax/NOTES.md ("Memory"), read from there: 4.0, 4.2 and 4.3 are compared
# with the published 4.3, 4.8 with the published 4.8.  Exit status 1 when a
# program is over its limit, 2 when a program or GNU time is missing.
#
# usage: umax/peak-rss.sh [BUILD_DIR]     (default build; `make peak-rss`)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-build}
notes=$here/NOTES.md
[ -x /usr/bin/time ] || { echo "peak-rss: needs GNU time as /usr/bin/time (Debian package time)" >&2; exit 2; }

# published VERSION: the published program's figure in KiB, from NOTES.md's
# row "| published 4.3 | 197,840 | ..."
published() {
  local n
  n=$(awk -F'|' -v v="published $1" '{ gsub(/^ +| +$/, "", $2) } $2 == v { gsub(/[ ,]/, "", $3); print $3; exit }' "$notes")
  [ -n "$n" ] || { echo "peak-rss: no 'published $1' row in $notes" >&2; exit 2; }
  echo "$n"
}

status=0
printf '%-8s %12s %12s %12s  %s\n' program 'peak KiB' 'published' 'limit' verdict
for v in 40 42 43 48; do
  bin=$build/umax$v
  [ -x "$bin" ] || { echo "peak-rss: no $bin (make umax)" >&2; exit 2; }
  case $v in 48) ref=$(published 4.8) ;; *) ref=$(published 4.3) ;; esac
  kib=$(printf 'e2e4\n\n' | /usr/bin/time -v "$bin" 2>&1 >/dev/null |
        awk -F: '/Maximum resident set size/ { gsub(/ /, "", $2); print $2 }')
  limit=$(( ref * 102 / 100 ))
  verdict=ok
  [ "$kib" -le "$limit" ] || { verdict='OVER'; status=1; }
  printf '%-8s %12d %12d %12d  %s\n' "umax$v" "$kib" "$ref" "$limit" "$verdict"
done
exit $status
