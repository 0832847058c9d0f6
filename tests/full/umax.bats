#!/usr/bin/env bats
# make test-full / make test-golden: the golden cases that `make test` leaves
# out for the minimized programs (tests/lib/golden.bash explains the tiers).
#   test-full (GOLDEN=ci):    the opening and random cases and one 160-ply
#                             game per version, with the kibitz builds.
#   test-golden (GOLDEN=all): every game, and the plain builds on everything.

load ../lib/golden

setup_file() { cd "$BATS_TEST_DIRNAME/../.."; make -s umax >/dev/null; }
setup() { cd "$BATS_TEST_DIRNAME/../.."; }

short() { golden_cases "$1" 'opening-*' 'random-*'; }

@test "umax40/42/43 kibitz builds: opening and random cases" {
  for v in 40 42 43; do
    run tests/golden.sh kibitz $v "$(short $v)" -- build/umax$v-kibitz
    echo "$output"; [ "$status" -eq 0 ]
  done
}
@test "umax40/42/43: plain transcripts of the other short cases (GOLDEN=all only)" {
  [ "${GOLDEN:-ci}" = all ] || skip "make test-golden replays the plain builds on these (the kibitz builds did above)"
  for v in 40 42 43; do
    run tests/golden.sh out $v "$(full_plain_cases $v)" -- build/umax$v
    echo "$output"; [ "$status" -eq 0 ]
  done
}
@test "umax40/42/43 kibitz builds: 160-ply games (GOLDEN=${GOLDEN:-ci})" {
  run replay_games build/umax -kibitz
  echo "$output"; [ "$status" -eq 0 ]
}
@test "umax40/42/43 plain builds: 160-ply games (GOLDEN=all only)" {
  [ "${GOLDEN:-ci}" = all ] || skip "make test-golden replays the games with the plain builds"
  for v in 40 42 43; do
    run tests/golden.sh out $v "$(golden_cases $v 'game-*')" -- build/umax$v
    echo "$output"; [ "$status" -eq 0 ]
  done
}
