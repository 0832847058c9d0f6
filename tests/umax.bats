#!/usr/bin/env bats
# The minimized sources: faithful to the golden transcripts, safe on hostile
# input, and within the published character counts.

load lib/common
load lib/golden

setup_file() { build_targets umax; }

# `make test` replays the hand-made special-* cases (quick_special) with the kibitz builds (a
# kibitz transcript holds every board too) and three of them with the plain
# builds; tests/full/ (make test-full, make test-golden) replays the rest
# (tests/lib/golden.bash).
kibitz_cases() {
  local c
  for c in $(golden_cases "$1" 'special-*' | tr , ' '); do
    quick_special "$1" "$c" && echo "$c"
  done | paste -sd, -
}
plain_cases() { quick_plain_cases "$1"; }

@test "umax40 kibitz build reproduces the golden kibitz traces of the special-* cases but the 12-move self-play" {
  run tests/golden.sh kibitz 40 "$(kibitz_cases 40)" -- build/umax40-kibitz
  echo "$output"; [ "$status" -eq 0 ]
}
@test "umax42 kibitz build reproduces the golden kibitz traces of the special-* cases but the 12-move self-play" {
  run tests/golden.sh kibitz 42 "$(kibitz_cases 42)" -- build/umax42-kibitz
  echo "$output"; [ "$status" -eq 0 ]
}
@test "umax43 kibitz build reproduces the golden kibitz traces of the special-* cases but the 12-move self-play" {
  run tests/golden.sh kibitz 43 "$(kibitz_cases 43)" -- build/umax43-kibitz
  echo "$output"; [ "$status" -eq 0 ]
}
@test "umax48 kibitz build reproduces the golden kibitz traces of the special-* cases but the 12-move self-play" {
  run tests/golden.sh kibitz 48 "$(kibitz_cases 48)" -- build/umax48-kibitz
  echo "$output"; [ "$status" -eq 0 ]
}
@test "umax40 reproduces the golden transcripts of three special-* cases" {
  run tests/golden.sh out 40 "$(plain_cases 40)" -- build/umax40
  echo "$output"; [ "$status" -eq 0 ]
}
@test "umax42 reproduces the golden transcripts of three special-* cases" {
  run tests/golden.sh out 42 "$(plain_cases 42)" -- build/umax42
  echo "$output"; [ "$status" -eq 0 ]
}
@test "umax43 reproduces the golden transcripts of three special-* cases" {
  run tests/golden.sh out 43 "$(plain_cases 43)" -- build/umax43
  echo "$output"; [ "$status" -eq 0 ]
}

@test "umax48 reproduces the golden transcripts of three special-* cases" {
  run tests/golden.sh out 48 "$(plain_cases 48)" -- build/umax48
  echo "$output"; [ "$status" -eq 0 ]
}

@test "make size: every source within its published count" {
  run make -s size
  echo "$output"; [ "$status" -eq 0 ]
  for v in 40:1726 42:1761 43:1804 48:1929; do
    n=$(echo "$output" | awk -v f="umax/umax${v%%:*}.c" '$1==f {print $2}')
    [ -n "$n" ]
    [ "$n" -le "${v##*:}" ]
  done
}
