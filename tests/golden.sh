#!/usr/bin/env bash
# Replays golden transcripts through a program and reports every mismatch.
#
#   tests/golden.sh [-j JOBS] KIND VERSION CASES -- COMMAND [ARGS...]
#
# KIND is `out` (compare stdout with <case>.out) or `kibitz` (with <case>.kibitz).
# CASES is `short` (every case but the 160-ply game-* ones), `all`, or a
# comma-separated list of case names.  Cases run in parallel (JOBS defaults to
# the number of cores).  For each mismatch it prints the case and the first
# differing line; it ends with "N passed, N failed" and exits 1 on any failure.
set -u
here=$(cd "$(dirname "$0")" && pwd)
jobs=$(nproc 2>/dev/null || echo 2)
if [ "${1:-}" = -j ]; then jobs=$2; shift 2; fi
[ $# -ge 5 ] && [ "$4" = -- ] || { echo "usage: $0 [-j JOBS] out|kibitz VERSION short|all|case,... -- COMMAND..." >&2; exit 2; }
kind=$1 version=$2 which=$3; shift 4
case $kind in out|kibitz) ;; *) echo "$0: KIND must be out or kibitz" >&2; exit 2;; esac
dir=$here/golden/$version
[ -d "$dir" ] || { echo "$0: no golden cases for version '$version'" >&2; exit 2; }

cases=()
case $which in
  short|all)
    for f in "$dir"/*.in; do
      c=$(basename "$f" .in)
      [ "$which" = short ] && [[ $c == game-* ]] && continue
      cases+=("$c")
    done ;;
  *) IFS=, read -r -a cases <<<"$which" ;;
esac

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One case: run the program on the input and keep only the verdict.
check_one() {
  local c=$1; shift
  local expect=$dir/$c.$kind
  [ -f "$expect" ] || { echo "MISSING $c: no $expect" > "$work/$c.verdict"; return; }
  "$@" < "$dir/$c.in" > "$work/$c.actual" 2> "$work/$c.stderr"
  local rc=$?
  if [ $rc -ne 0 ]; then
    echo "FAIL $c: exit status $rc ($(head -c 200 "$work/$c.stderr"))" > "$work/$c.verdict"
  elif cmp -s "$expect" "$work/$c.actual"; then
    echo "ok $c" > "$work/$c.verdict"
  else
    local n
    n=$(cmp "$expect" "$work/$c.actual" 2>&1 | sed -n 's/.* line \([0-9]*\).*/\1/p')
    {
      echo "FAIL $c: first difference at line ${n:-?}"
      echo "  expected: $(sed -n "${n:-1}p" "$expect")"
      echo "  actual:   $(sed -n "${n:-1}p" "$work/$c.actual")"
    } > "$work/$c.verdict"
  fi
}
export -f check_one
export work dir kind

printf '%s\n' "${cases[@]}" |
  xargs -P "$jobs" -I{} bash -c 'check_one "$@"' _ {} "$@"

pass=0 fail=0
for c in "${cases[@]}"; do
  v=$(cat "$work/$c.verdict" 2>/dev/null || echo "FAIL $c: no verdict")
  case $v in ok*) pass=$((pass+1));; *) fail=$((fail+1)); echo "$v";; esac
done
echo "$kind $version: $pass passed, $fail failed"
[ $fail -eq 0 ]
