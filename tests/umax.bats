#!/usr/bin/env bats
# The minimized sources: faithful to the golden transcripts, safe on hostile
# input, and within the published character counts.

setup_file() {
  cd "$BATS_TEST_DIRNAME/.."
  make -s umax >/dev/null
}

setup() {
  cd "$BATS_TEST_DIRNAME/.."
}

load lib/golden

# The kibitz transcript holds every board too, so `make test` replays the
# kibitz build on every short case and the plain build on the hand-made
# special-* cases; tests/full/ (make test-full) replays the rest: the plain
# build on the other cases and both builds on the 160-ply games.
kibitz_cases() { echo short; }
plain_cases() { golden_cases "$1" 'special-*'; }

@test "umax40 kibitz build reproduces the golden kibitz traces" {
  run tests/golden.sh kibitz 40 "$(kibitz_cases)" -- build/umax40-kibitz
  echo "$output"; [ "$status" -eq 0 ]
}
@test "umax42 kibitz build reproduces the golden kibitz traces" {
  run tests/golden.sh kibitz 42 "$(kibitz_cases)" -- build/umax42-kibitz
  echo "$output"; [ "$status" -eq 0 ]
}
@test "umax43 kibitz build reproduces the golden kibitz traces" {
  run tests/golden.sh kibitz 43 "$(kibitz_cases)" -- build/umax43-kibitz
  echo "$output"; [ "$status" -eq 0 ]
}
@test "umax40 reproduces the golden transcripts" {
  run tests/golden.sh out 40 "$(plain_cases 40)" -- build/umax40
  echo "$output"; [ "$status" -eq 0 ]
}
@test "umax42 reproduces the golden transcripts" {
  run tests/golden.sh out 42 "$(plain_cases 42)" -- build/umax42
  echo "$output"; [ "$status" -eq 0 ]
}
@test "umax43 reproduces the golden transcripts" {
  run tests/golden.sh out 43 "$(plain_cases 43)" -- build/umax43
  echo "$output"; [ "$status" -eq 0 ]
}

@test "make size: every source within its published count" {
  run make -s size
  echo "$output"; [ "$status" -eq 0 ]
  for v in 40:1726 42:1763 43:1804; do
    n=$(echo "$output" | awk -v f="umax/umax${v%%:*}.c" '$1==f {print $2}')
    [ -n "$n" ] && [ "$n" -le "${v##*:}" ]
  done
}
