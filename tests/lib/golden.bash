# golden_cases VERSION GLOB...: comma-separated names of the golden cases of
# VERSION whose names match any GLOB (for tests/golden.sh).
golden_cases() {
  local v=$1 g f out=()
  shift
  for g in "$@"; do
    for f in tests/golden/$v/$g.in; do
      [ -f "$f" ] && out+=("$(basename "$f" .in)")
    done
  done
  (IFS=,; echo "${out[*]}")
}

# The golden cases are sized in three tiers (README, "How the tests prove
# faithfulness"):
#   make test        the hand-made special-* cases with the kibitz builds (a
#                    kibitz transcript holds every board too), and three of
#                    them with the plain builds: a few minutes;
#   make test-full   CI (GOLDEN=ci, the default): + the opening, random and
#                    (4.8's) illegal-* cases with the kibitz builds of umax
#                    and readable, and
#                    with readable 4.8's game-d4 (golden_games);
#   make test-golden every case and game, with both builds (GOLDEN=all).
# umax's games wait for test-golden: its sources are the published programs,
# fixed, and every other golden case still replays them on each tier; the
# readable port is what changes, so CI replays its games.  (The three umax
# game replays of test-full were 750 M nodes, about 480 s of CPU at the
# 0.64 s per million nodes measured on 4.2's game: more than half of
# tests/full/umax.bats' CPU.)
# The plain builds' three: a refused move (check must be answered), a mate,
# a late en passant refused; the cheapest that show those (3 M nodes per
# version in all, where special-illegal-inputs and special-ep-input took
# 14.5 M in 4.3: about 50 s of make test's CPU for both programs); their
# kibitz replays stay in make test, their plain ones in make test-golden.
QUICK_PLAIN="special-check-must-be-answered,special-fools-mate-engine-mated,special-ep-too-late"
# quick_special VERSION CASE: is CASE one of the special-* cases `make test`
# replays with the kibitz builds?  All of them, but the 12-move self-play
# (141 M nodes in the four versions, 51 M of them 4.8's: about 32 s of CPU
# per program for 4.8 alone, for make test's ten minutes and CI's hour):
# make test-golden replays it.  4.8's hash table carried from move to
# move, which it shows, is replayed in make test by tests/uci.bats (six
# moves of game-d4 through UCI, against their kibitz node counts) and in
# make test-full by readable's game-d4.
quick_special() {
  [[ $2 == special-* && $2 != special-selfplay-start-12 ]]
}
# quick_plain_cases: the cases `make test` replays with the plain builds.
quick_plain_cases() { echo "$QUICK_PLAIN"; }
# short_cases VERSION: the opening and random cases, and the illegal-*
# class that only 4.8 has (test-full).
# With GOLDEN=all also the self-play case that `make test` leaves out
# (quick_special).
short_cases() {
  if [ "${GOLDEN:-ci}" = all ]; then
    golden_cases "$1" 'opening-*' 'random-*' 'illegal-*' special-selfplay-start-12
  else
    golden_cases "$1" 'opening-*' 'random-*' 'illegal-*'
  fi
}
# full_plain_cases VERSION: every case but those, games included (the plain
# builds in test-golden).
full_plain_cases() {
  golden_cases "$1" 'special-*' 'opening-*' 'random-*' 'illegal-*' 'game-*' | tr , '\n' |
    grep -vxF -e "${QUICK_PLAIN//,/$'\n'}" | paste -sd, -
}
# golden_games VERSION: the 160-ply games replayed at this tier.  GOLDEN=ci
# replays one game, the default version's: 4.8's game-d4 (499 M nodes in
# its kibitz trace; game-start is 621 M).  The other versions' games, 750 M
# nodes together (4.0 and 4.2 game-d4, 4.3 game-start), wait for
# test-golden: readable's code is one for every version, their short cases
# still run here, and those three games cost 470 s of CI's CPU.
golden_games() {
  if [ "${GOLDEN:-ci}" = all ]; then golden_cases "$1" 'game-*'; return; fi
  case $1 in 48) echo game-d4;; esac
}

# golden_jobs KIND PROGRAM CASES: one job line for replay_pool per version
# and golden case: "KIND VERSION CASE COMMAND...".  PROGRAM is a command
# line with %V for the version (e.g. "build/umax%V-kibitz"), CASES a
# function that prints a version's cases, comma-separated (e.g.
# golden_games).  The versions: GOLDEN_VERSIONS, by default 40 42 43
# (the test files add 48 where they cover it).
golden_jobs() {
  local kind=$1 program=$2 cases=$3 v c
  for v in ${GOLDEN_VERSIONS:-40 42 43}; do
    for c in $("$cases" $v | tr , ' '); do
      echo "$kind $v $c ${program//%V/$v}"
    done
  done
}

# replay_pool FILE: the jobs of FILE (golden_jobs lines), each through
# tests/golden.sh in its own process, two at a time, the costliest first
# (by the node count of its golden kibitz trace, so that the two cores end
# together); prints golden.sh's report of each and fails unless every job
# passed.
replay_pool() {
  local jobs out
  . compare/lib.sh
  jobs=$(while read -r kind v c command; do
           echo "$(transcript_nodes "tests/golden/$v/$c.kibitz") $kind $v $c $command"
         done < "$1" | sort -k1,1nr | cut -d' ' -f2-)
  [ -n "$jobs" ] || { echo "replay_pool: no job in $1"; return 1; }
  out=$(printf '%s\n' "$jobs" | xargs -P 2 -L 1 bash -c \
    'kind=$1 v=$2 c=$3; shift 3; tests/golden.sh -j 1 "$kind" "$v" "$c" -- "$@"' _)
  echo "$out"
  [ "$(grep -c ': 1 passed, 0 failed' <<<"$out")" -eq "$(grep -c . <<<"$jobs")" ]
}

# replay_golden KIND PROGRAM CASES: golden_jobs into replay_pool, as a step
# of a Bats test: prints the report and fails unless every job passed.
replay_golden() {
  golden_jobs "$@" > "$BATS_TEST_TMPDIR/jobs"
  run replay_pool "$BATS_TEST_TMPDIR/jobs"
  echo "$output"
  [ "$status" -eq 0 ]
}
