#!/usr/bin/env bash
# `make sanitize`: readable under AddressSanitizer + UndefinedBehaviorSanitizer
# (any report aborts the program: -fno-sanitize-recover=all).
#   1. every golden input, games included, with --kibitz at a small node budget
#      (NODES, default 10000): the same input paths, castling, en passant,
#      promotions, mates and hash traffic as the real runs, in a few minutes;
#      each run must end with status 0 and print nothing on stderr;
#   2. the cases of EXACT (default: the special-* ones but the 12-move
#      self-play) at the real budget, compared with their golden kibitz
#      traces, for the versions of EXACT_VERSIONS (default 40 48, the two
#      farthest apart: 64 M nodes under the sanitizers; all four, 135 M,
#      with EXACT_VERSIONS="40 42 43 48").
# The fuzz reproducers run under the same builds in `make test` (fuzz.bats).
#
#   tests/sanitize.sh [-n NODES] [-e EXACT] [-j JOBS] ASAN_BUILD_DIR
set -u
here=$(cd "$(dirname "$0")" && pwd)
nodes=10000 exact="" jobs=$(nproc 2>/dev/null || echo 2)
while getopts n:e:j: o; do
  case $o in n) nodes=$OPTARG;; e) exact=$OPTARG;; j) jobs=$OPTARG;; *) exit 2;; esac
done
shift $((OPTIND - 1))
[ $# -eq 1 ] || { echo "usage: $0 [-n NODES] [-e short|all|case,...] [-j JOBS] ASAN_BUILD_DIR" >&2; exit 2; }
bin=$1 status=0
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 UBSAN_OPTIONS=print_stacktrace=1

run_one() { # VERSION CASE: one golden input at the small budget
  local err
  err=$("$bin/readable$1" --kibitz --nodes "$nodes" < "$here/golden/$1/$2.in" 2>&1 >/dev/null)
  local rc=$?
  if [ $rc -ne 0 ] || [ -n "$err" ]; then
    echo "FAIL $1 $2: exit status $rc"; printf '%s\n' "$err" | head -20
  else
    echo "ok $1 $2"
  fi
}
export -f run_one; export bin nodes here

for v in 40 42 43 48; do
  [ -x "$bin/readable$v" ] || { echo "$0: $bin/readable$v is not built" >&2; exit 2; }
  for f in "$here"/golden/$v/*.in; do echo "$v $(basename "$f" .in)"; done
done | xargs -P "$jobs" -L 1 bash -c 'run_one "$@"' _ > "${TMPDIR:-/tmp}/sanitize.$$"
ok=$(grep -c '^ok ' "${TMPDIR:-/tmp}/sanitize.$$")
if grep -q '^FAIL' "${TMPDIR:-/tmp}/sanitize.$$"; then
  grep -v '^ok ' "${TMPDIR:-/tmp}/sanitize.$$"; status=1
fi
echo "sanitize: $ok golden inputs ran clean at $nodes nodes"
rm -f "${TMPDIR:-/tmp}/sanitize.$$"

for v in ${EXACT_VERSIONS:-40 48}; do
  cases=$exact
  [ -n "$cases" ] || cases=$(cd "$here/golden/$v" && ls special-*.in | sed 's/\.in$//' | grep -v '^special-selfplay' | paste -sd, -)
  "$here/golden.sh" -j "$jobs" kibitz $v "$cases" -- "$bin/readable$v" --kibitz || status=1
done
exit $status
