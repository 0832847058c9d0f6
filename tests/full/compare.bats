#!/usr/bin/env bats
# make test-full: `make compare QUICK=1` on the untouched programs (about two
# minutes; `make test` has the harness's own tests, tests/compare.bats).

load ../lib/common

setup_file() { build_targets all build/randgame; }

@test "compare --quick: the untouched umax and readable agree" {
  for v in ${COMPARE_TEST_VERSIONS:-43}; do
    [ -x "build/readable$v" ] || skip "build/readable$v is not built"
  done
  run compare/compare.sh --quick --versions "${COMPARE_TEST_VERSIONS:-43}" --workdir "$BATS_TEST_TMPDIR/work"
  echo "$output"
  [ "$status" -eq 0 ]
  [[ "$output" == *"compare: PASS"* ]]
  [[ "$output" == *"golden transcripts matched: umax43 11/11, readable43 11/11"* ]] ||
    [ "${COMPARE_TEST_VERSIONS:-43}" != 43 ]
}
