#!/usr/bin/env bats
# make test-full: the golden cases that `make test` leaves out for the readable
# port: the 160-ply self-play games (kibitz traces, which hold every board
# too) and the plain transcripts of the opening and random cases.

load ../lib/golden

setup_file() { cd "$BATS_TEST_DIRNAME/../.."; make -s readable >/dev/null; }
setup() { cd "$BATS_TEST_DIRNAME/../.."; }

@test "readable40 --kibitz: 160-ply games" {
  run tests/golden.sh kibitz 40 "$(golden_cases 40 'game-*')" -- build/readable40 --kibitz
  echo "$output"; [ "$status" -eq 0 ]
}
@test "readable42 --kibitz: 160-ply games" {
  run tests/golden.sh kibitz 42 "$(golden_cases 42 'game-*')" -- build/readable42 --kibitz
  echo "$output"; [ "$status" -eq 0 ]
}
@test "readable43 --kibitz: 160-ply games" {
  run tests/golden.sh kibitz 43 "$(golden_cases 43 'game-*')" -- build/readable43 --kibitz
  echo "$output"; [ "$status" -eq 0 ]
}
@test "readable40/42/43: plain transcripts of the opening and random cases" {
  local v
  for v in 40 42 43; do
    run tests/golden.sh out $v "$(golden_cases $v 'opening-*' 'random-*')" -- build/readable$v
    echo "$output"; [ "$status" -eq 0 ] || return 1
  done
}
