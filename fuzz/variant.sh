#!/usr/bin/env bash
# Builds a node-budget variant of a minimized program, for fuzzing and for
# the long self-play audit only (never for play or for the faithfulness
# tests): the same source with its node budget, the literal 1e6 of the root's
# `N<1e6`, replaced by NODES.  Everything else is byte for byte the source.
#
#   fuzz/variant.sh VERSION NODES OUTPUT [COMPILER [FLAGS...]]
#
# The source is umax/umaxVERSION.c, or, while that does not exist yet,
# $UMAX_STANDIN_DIR/refVERSION.c.  COMPILER defaults to $CC or cc; FLAGS to the
# Makefile's flags for the minimized sources.  The output is rebuilt only when
# it is older than the source or this script.
set -eu
[ $# -ge 3 ] || { echo "usage: $0 VERSION NODES OUTPUT [COMPILER [FLAGS...]]" >&2; exit 2; }
v=$1 nodes=$2 out=$3; shift 3
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/.." && pwd)
src=$top/umax/umax$v.c
if [ ! -f "$src" ] && [ -n "${UMAX_STANDIN_DIR:-}" ]; then src=$UMAX_STANDIN_DIR/ref$v.c; fi
[ -f "$src" ] || { echo "$0: no source umax/umax$v.c" >&2; exit 2; }
case $nodes in ''|*[!0-9]*) echo "$0: NODES must be a number" >&2; exit 2;; esac
cc=${1:-${CC:-cc}}; [ $# -gt 0 ] && shift
[ $# -gt 0 ] || set -- -O2 -std=gnu89 -fsigned-char -w

if [ -f "$out" ] && [ "$out" -nt "$src" ] && [ "$out" -nt "$0" ] && [ -f "$out.c" ] &&
   grep -q "N<$nodes\b" "$out.c"; then exit 0; fi
mkdir -p "$(dirname "$out")"
n=$(grep -o 'N<1e6' "$src" | wc -l)
[ "$n" -eq 1 ] || { echo "$0: $src: expected one 'N<1e6', found $n" >&2; exit 1; }
sed 's/N<1e6/N<'"$nodes"'/' "$src" > "$out.c"
"$cc" "$@" -o "$out" "$out.c"
