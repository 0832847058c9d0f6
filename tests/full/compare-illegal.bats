#!/usr/bin/env bats
# make test-full: umax against readable on illegal input (compare/README.md,
# "The corpus", the illegal part): random legal games that end where a move
# of one kind of illegal move exists, the kinds in turn (into check, pinned,
# ignoring check, castling out of, through or into check), up to three of
# them typed, then two engine moves.  4.8 plays some of these moves (its
# check prunes them as futile): 48 cases, eight times the 6 of the default
# compare corpus, about 200 s of CPU.  4.0-4.3 play
# none; their cases end in two full engine searches each (about 13 s of CPU
# a case), so they get 2 cases each here (the default corpus of
# `make compare` has 6).  Either way both programs must print the same,
# boards and kibitz traces.

load ../lib/common

setup_file() { build_targets umax readable build/randgame; }

# illegal_counts OUTPUT VERSION: "TYPED PLAYED" from compare's summary line.
illegal_counts() {
  sed -n "s/^compare $2: illegal input: \([0-9]*\) illegal moves typed, \([0-9]*\) played.*/\1 \2/p" <<<"$1"
}

@test "compare: umax48 and readable48 agree on 48 illegal-input cases, and 4.8 plays some of the moves" {
  run nice -n 10 compare/compare.sh --only illegal --illegal 48 --seed 27 --versions 48 \
      --workdir "$BATS_TEST_TMPDIR/compare"
  echo "$output"
  [ "$status" -eq 0 ]
  [[ $output == *"compare: PASS"* ]]
  read -r typed played <<<"$(illegal_counts "$output" 48)"
  [ "$typed" -ge 48 ]
  [ "$played" -gt 0 ]
}

@test "compare: umax and readable 4.0/4.2/4.3 agree on illegal input, and refuse every illegal move" {
  run nice -n 10 compare/compare.sh --only illegal --illegal 2 --seed 27 --versions "40 42 43" \
      --workdir "$BATS_TEST_TMPDIR/compare"
  echo "$output"
  [ "$status" -eq 0 ]
  for v in 40 42 43; do
    read -r typed played <<<"$(illegal_counts "$output" $v)"
    [ "$typed" -ge 2 ]
    [ "$played" -eq 0 ]
  done
}
