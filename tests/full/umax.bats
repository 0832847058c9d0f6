#!/usr/bin/env bats
# make test-full: the golden cases that `make test` leaves out for the
# minimized programs: the 160-ply self-play games (plain and kibitz builds) and
# the plain build on the opening and random cases.

load ../lib/golden

setup_file() { cd "$BATS_TEST_DIRNAME/../.."; make -s umax >/dev/null; }
setup() { cd "$BATS_TEST_DIRNAME/../.."; }

@test "umax40 kibitz build: 160-ply games" {
  run tests/golden.sh kibitz 40 "$(golden_cases 40 'game-*')" -- build/umax40-kibitz
  echo "$output"; [ "$status" -eq 0 ]
}
@test "umax42 kibitz build: 160-ply games" {
  run tests/golden.sh kibitz 42 "$(golden_cases 42 'game-*')" -- build/umax42-kibitz
  echo "$output"; [ "$status" -eq 0 ]
}
@test "umax43 kibitz build: 160-ply games" {
  run tests/golden.sh kibitz 43 "$(golden_cases 43 'game-*')" -- build/umax43-kibitz
  echo "$output"; [ "$status" -eq 0 ]
}
@test "umax40: 160-ply games, opening and random transcripts" {
  run tests/golden.sh out 40 "$(golden_cases 40 'game-*' 'opening-*' 'random-*')" -- build/umax40
  echo "$output"; [ "$status" -eq 0 ]
}
@test "umax42: 160-ply games, opening and random transcripts" {
  run tests/golden.sh out 42 "$(golden_cases 42 'game-*' 'opening-*' 'random-*')" -- build/umax42
  echo "$output"; [ "$status" -eq 0 ]
}
@test "umax43: 160-ply games, opening and random transcripts" {
  run tests/golden.sh out 43 "$(golden_cases 43 'game-*' 'opening-*' 'random-*')" -- build/umax43
  echo "$output"; [ "$status" -eq 0 ]
}
