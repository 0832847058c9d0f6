#!/usr/bin/env bats
# make test-full / make test-golden: the golden cases that `make test` leaves
# out for the readable port, 4.8 included (tests/lib/golden.bash explains the
# tiers).  4.8 adds about 380 s of CPU to test-full: its opening and random
# cases (122 M nodes) and game-d4 (499 M nodes) at about 1.6 M nodes a second.  Its
# illegal-* cases add 41 M nodes, about 25 s.
#   test-full (GOLDEN=ci):    the opening, random and illegal-* cases with --kibitz (the
#                             trace holds every board); 4.8's game-d4.
#   test-golden (GOLDEN=all): every game, and the plain transcripts of every
#                             case `make test` leaves out.

load ../lib/common
load ../lib/golden

setup_file() { build_targets readable; }
setup() { export GOLDEN_VERSIONS="40 42 43 48"; }

@test "readable40/42/43/48 --kibitz: opening, random and (4.8) illegal-* cases" {
  replay_golden kibitz 'build/readable%V --kibitz' short_cases
}
@test "readable --kibitz: 160-ply games (GOLDEN=${GOLDEN:-ci}: ci 4.8's game-d4, all every game)" {
  replay_golden kibitz 'build/readable%V --kibitz' golden_games
}
@test "readable40/42/43: plain transcripts of the other cases (GOLDEN=all only)" {
  [ "${GOLDEN:-ci}" = all ] || skip "make test-golden replays the plain transcripts of these"
  replay_golden out 'build/readable%V' full_plain_cases
}
