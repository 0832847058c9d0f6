#!/usr/bin/env bats
# make test-full: `make compare QUICK=1`'s random positions and self-play
# case on the untouched programs (`make test` has the harness's own tests,
# tests/compare.bats).  The quick corpus's golden part, 11 special-* cases,
# is left out here: `make test` replays those very inputs through both
# kibitz builds against the golden traces (tests/umax.bats,
# tests/readable.bats), which proves umax and readable agree on them; it
# was 38 of this test's 56 s of CPU (measured: 18 s without it).  4.8
# (its 2 random positions and self-play case) adds about 28 s of CPU
# (make compare QUICK=1 COMPARE_ARGS='--versions 48', 2026-11-24).

load ../lib/common

setup_file() { build_targets all build/randgame; }

@test "compare --quick, random and self-play cases: the untouched umax and readable agree" {
  for v in ${COMPARE_TEST_VERSIONS:-43 48}; do
    [ -x "build/readable$v" ] || skip "build/readable$v is not built"
  done
  run compare/compare.sh --quick --only random,selfplay --versions "${COMPARE_TEST_VERSIONS:-43 48}" \
      --workdir "$BATS_TEST_TMPDIR/work"
  echo "$output"
  [ "$status" -eq 0 ]
  [[ "$output" == *"compare: PASS"* ]]
  [[ "$output" == *": 3 positions (2 random, 1 selfplay), 6 engine moves, "* ]]
}
