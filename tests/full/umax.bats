#!/usr/bin/env bats
# make test-full / make test-golden: the golden cases that `make test` leaves
# out for the minimized programs (tests/lib/golden.bash explains the tiers).
#   test-full (GOLDEN=ci):    the opening, random and illegal-* cases, with the kibitz
#                             builds.
#   test-golden (GOLDEN=all): + every 160-ply game, with the kibitz builds,
#                             and the plain builds on everything.

load ../lib/common
load ../lib/golden

setup_file() { build_targets umax; }

# The minimized programs of every version, 4.8 included.
GOLDEN_VERSIONS="40 42 43 48"

all_games() { golden_cases "$1" 'game-*'; }

@test "umax40/42/43/48 kibitz builds: opening, random and (4.8) illegal-* cases" {
  replay_golden kibitz 'build/umax%V-kibitz' short_cases
}
@test "umax40/42/43/48 kibitz builds: 160-ply games (GOLDEN=all only)" {
  [ "${GOLDEN:-ci}" = all ] || skip "make test-golden replays umax's games (tests/lib/golden.bash says why)"
  replay_golden kibitz 'build/umax%V-kibitz' all_games
}
@test "umax40/42/43/48 plain builds: the other cases and the games (GOLDEN=all only)" {
  [ "${GOLDEN:-ci}" = all ] || skip "make test-golden replays the plain builds (the kibitz builds did above)"
  replay_golden out 'build/umax%V' full_plain_cases
}
