#!/usr/bin/env bats
# make test-full: umax against readable on illegal input (compare/README.md,
# "The corpus", the illegal part): random legal games that end where a move
# of one kind of illegal move exists, the kinds in turn (into check, pinned,
# ignoring check, castling out of, through or into check), up to three of
# them typed, then two engine moves; 48 cases per version, more than the
# default compare corpus has positions (45).  4.8 plays some of these moves
# (its check prunes them as futile), 4.0-4.3 none; either way both programs
# must print the same, boards and kibitz traces.

load ../lib/common

setup_file() { build_targets umax readable build/randgame; }

@test "compare: umax and readable agree on 48 illegal-input cases per version, and only 4.8 plays some" {
  run nice -n 10 compare/compare.sh --only illegal --illegal 48 --seed 27 \
      --workdir "$BATS_TEST_TMPDIR/compare"
  echo "$output"
  [ "$status" -eq 0 ]
  [[ $output == *"compare: PASS"* ]]
  for v in 40 42 43 48; do
    line=$(grep "^compare $v: illegal input: " <<<"$output")
    typed=$(sed 's/.*: \([0-9]*\) illegal moves typed.*/\1/' <<<"$line")
    played=$(sed 's/.*typed, \([0-9]*\) played.*/\1/' <<<"$line")
    [ "$typed" -ge 48 ]
    if [ $v = 48 ]; then [ "$played" -gt 0 ]; else [ "$played" -eq 0 ]; fi
  done
}
