#!/usr/bin/env bats
# Fuzzing's regression suite: every crash or hang that `make fuzz` ever found
# (tests/fuzz/reproducers/<target>-crash-N, -hang-N) and hand-made hostile
# inputs (terminal-*, fen-*, xboard-*, friendly-*, uci-*) replayed through every
# program by fuzz/replay.sh, at 1000 nodes a search, and through the ASan+UBSan
# builds of readable; every seed of the corpora too: exit status 0 (2 for a
# rejected FEN), no crash, no sanitizer report, an end within the time limit.
# See fuzz/README.md.

load lib/common

setup_file() { build_targets all; }

@test "fuzz reproducers: there are some of every kind" {
  for k in terminal fen xboard friendly uci; do
    ls tests/fuzz/reproducers/ | grep -q -E "^(readable-)?$k-|^umax" || { echo "no $k reproducer"; return 1; }
  done
}

@test "fuzz reproducers: every umax and readable build, clean exit, no hang" {
  # every engine move at 1000 nodes, as the fuzzing builds searched when
  # they found them (REPLAY_SEARCHES=0): a million-node search of each
  # build would cost 10-15 s of CPU and test nothing more
  REPLAY_SEARCHES=0 run fuzz/replay.sh tests/fuzz/reproducers/*
  echo "$output"; [ "$status" -eq 0 ]
}

@test "fuzz reproducers: ASan+UBSan builds of readable" {
  # make sanitize's builds (build/asan/): CI builds them once, here, and
  # make sanitize finds them made
  make -s build/asan/readable40 build/asan/readable42 build/asan/readable43 build/asan/readable48
  REPLAY_SAN_DIR=build/asan run fuzz/replay.sh -O tests/fuzz/reproducers/*
  echo "$output"; [ "$status" -eq 0 ]
}

@test "fuzz seed corpora: every seed runs clean (small node budget)" {
  # the seeds are named after what they show; replay.sh takes the kind from
  # the name, so they go through a directory of prefixed links
  local d=$BATS_TEST_TMPDIR/seeds f
  mkdir -p "$d"
  for k in terminal fen xboard friendly uci; do
    for f in tests/fuzz/$k/*; do ln -s "$PWD/$f" "$d/$k-$(basename "$f")"; done
  done
  REPLAY_SEARCHES=0 run fuzz/replay.sh "$d"/*
  echo "$output"; [ "$status" -eq 0 ]
}

@test "open fuzz findings (tests/fuzz/open/: known slow inputs, FUZZ_OPEN=1 to run)" {
  [ -n "${FUZZ_OPEN:-}" ] || skip "known open findings, listed in fuzz/README.md"
  REPLAY_TIMEOUT=${REPLAY_TIMEOUT:-120} run fuzz/replay.sh tests/fuzz/open/*
  echo "$output"; [ "$status" -eq 0 ]
}
