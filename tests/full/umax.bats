#!/usr/bin/env bats
# make test-full / make test-golden: the golden cases that `make test` leaves
# out for the minimized programs (tests/lib/golden.bash explains the tiers).
#   test-full (GOLDEN=ci):    with the kibitz builds, 4.8's opening, random and
#                             illegal-* cases, and 4.0-4.3's opening cases (their
#                             random cases, 166 M nodes, about 110 s of CPU, wait
#                             for test-golden: these sources are the published
#                             programs, minimized, and change only when golfed).
#   test-golden (GOLDEN=all): + every 160-ply game, with the kibitz builds,
#                             and the plain builds on everything.

load ../lib/common
load ../lib/golden

setup_file() { build_targets umax; }

# The minimized programs of every version, 4.8 included.
GOLDEN_VERSIONS="40 42 43 48"

all_games() { golden_cases "$1" 'game-*'; }
# umax_short VERSION: the short cases of this tier (above).
umax_short() {
  if [ "${GOLDEN:-ci}" = all ] || [ "$1" = 48 ]; then short_cases "$1"
  else golden_cases "$1" 'opening-*'; fi
}

@test "umax40/42/43/48 kibitz builds: opening, (4.8; all with GOLDEN=all) random and illegal-* cases" {
  replay_golden kibitz 'build/umax%V-kibitz' umax_short
}
@test "umax40/42/43/48 kibitz builds: 160-ply games (GOLDEN=all only)" {
  [ "${GOLDEN:-ci}" = all ] || skip "make test-golden replays umax's games (tests/lib/golden.bash says why)"
  replay_golden kibitz 'build/umax%V-kibitz' all_games
}
@test "umax40/42/43/48 plain builds: the other cases and the games (GOLDEN=all only)" {
  [ "${GOLDEN:-ci}" = all ] || skip "make test-golden replays the plain builds (the kibitz builds did above)"
  replay_golden out 'build/umax%V' full_plain_cases
}
