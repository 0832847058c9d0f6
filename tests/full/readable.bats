#!/usr/bin/env bats
# make test-full / make test-golden: the golden cases that `make test` leaves
# out for the readable port (tests/lib/golden.bash explains the tiers).
#   test-full (GOLDEN=ci):    the opening and random cases with --kibitz (the
#                             trace holds every board); one game per version.
#   test-golden (GOLDEN=all): every game, and the plain transcripts of every
#                             case `make test` leaves out.

load ../lib/golden

setup_file() { cd "$BATS_TEST_DIRNAME/../.."; make -s readable >/dev/null; }
setup() { cd "$BATS_TEST_DIRNAME/../.."; }

short() { golden_cases "$1" 'opening-*' 'random-*'; }

@test "readable40/42/43 --kibitz: opening and random cases" {
  for v in 40 42 43; do
    run tests/golden.sh kibitz $v "$(short $v)" -- build/readable$v --kibitz
    echo "$output"; [ "$status" -eq 0 ]
  done
}
@test "readable40/42/43 --kibitz: 160-ply games (GOLDEN=${GOLDEN:-ci})" {
  run replay_games build/readable "" --kibitz
  echo "$output"; [ "$status" -eq 0 ]
}
@test "readable40/42/43: plain transcripts of the other cases (GOLDEN=all only)" {
  [ "${GOLDEN:-ci}" = all ] || skip "make test-golden replays the plain transcripts of these"
  for v in 40 42 43; do
    run tests/golden.sh out $v "$(full_plain_cases $v),$(golden_cases $v 'game-*')" -- build/readable$v
    echo "$output"; [ "$status" -eq 0 ]
  done
}
