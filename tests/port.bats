#!/usr/bin/env bats
# compare/port.sh, the quick part: a port given as a line-protocol program
# is certified identical, or its first divergence is reported in the form
# of compare.sh.  Two cheap golden cases only (a mate in 1 and Fool's mate:
# a few hundred nodes); tests/full/port.bats plants each known deviation
# and has it named.

load lib/common

setup_file() {
  build_targets all
  export PLANT="$BATS_FILE_TMPDIR/p48"
  # A stand-in port with a planted deviation: the published 4.8 (our umax48
  # with its kibitz line) whose iteration 1 starts from -INF, as mcu-max's.
  sed 's|/\*KIBITZ:\(.*\)\*/|\1|' umax/umax48.c | sed 's/d>2?-I:e/d-2?-I:e/' > "$PLANT.c"
  cc -O2 -std=gnu89 -fsigned-char -w -o "$PLANT" "$PLANT.c"
}

CASES='special-scholar-mate-in-1 special-fools-mate-engine-mated'

@test "port.sh: the published program with its kibitz lines gets a certificate of identity" {
  run compare/port.sh --line build/umax48-kibitz --match "$CASES" --workdir "$BATS_TEST_TMPDIR/w"
  [ "$status" -eq 0 ]
  [[ "$output" == *"IDENTICAL to the published micro-Max 4.8 on 2/2 cases: 3 engine moves, 313 nodes"* ]]
  [[ "$output" == *"every board and every root iteration line (kibitz) compared"* ]]
}

@test "port.sh: without kibitz lines only the boards are certified" {
  run compare/port.sh --line build/umax48 --match "$CASES" --workdir "$BATS_TEST_TMPDIR/w"
  [ "$status" -eq 0 ]
  [[ "$output" == *"IDENTICAL"*"boards compared (the port prints no kibitz lines"* ]]
}

@test "port.sh: a planted deviation is reported as compare.sh reports a divergence" {
  grep -q 'd-2?-I:e' "$PLANT.c"
  run compare/port.sh --line "$PLANT" --match "$CASES" --workdir "$BATS_TEST_TMPDIR/w" --show 2
  [ "$status" -eq 1 ]
  [[ "$output" == *"DIFFERENT from the published micro-Max 4.8: 2 of 2 cases differ"* ]]
  [[ "$output" == *"DIVERGENCE 48 special-fools-mate-engine-mated (golden)"* ]]
  # the first difference is the very first iteration line: iteration 1
  # no longer stands pat
  [[ "$output" == *"first difference: output line 9 (trace line 1 of this search)"* ]]
  [[ "$output" == *"port48        0 ply,         1 searched, score=    -1 by a2a3"* ]]
  [[ "$output" == *"published48   0 ply,         1 searched, score=     0 by a8a8"* ]]
}

@test "port.sh: a UCI engine is compared on its moves and its info lines" {
  run compare/port.sh --uci "build/readable48 --uci" --match "$CASES" --workdir "$BATS_TEST_TMPDIR/w"
  [ "$status" -eq 0 ]
  [[ "$output" == *"IDENTICAL to the published micro-Max 4.8 on 2/2 cases"*"info lines with nodes in 1 of 2 cases"* ]]
}

@test "port.sh: bad usage is refused with a message" {
  run compare/port.sh --match x
  [ "$status" -eq 2 ]
  [[ "$output" == *"no port given"* ]]
  run compare/port.sh --line build/umax48 --match 'no-such-case'
  [ "$status" -eq 2 ]
  [[ "$output" == *"no golden case matches"* ]]
}
