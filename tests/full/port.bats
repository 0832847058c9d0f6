#!/usr/bin/env bats
# compare/port.sh --name: a stand-in port with a planted deviation is found
# and named by building readable48 with the known deviations of
# compare/port/deviations/; when none fits, the kind of difference is
# named.  Also --lib (readable's engine through the C-library driver, as
# is and with a deviation) and port-leave-one-out.sh.  Two cheap golden
# cases (a few hundred nodes) and three candidate deviations keep the
# first test to about half a minute of CPU, most of it compiling the
# variants.

load ../lib/common

setup_file() {
  build_targets all
  export PLANT="$BATS_FILE_TMPDIR/p48"
  # umax48 (kibitz) whose iteration 1 starts from -INF, as mcu-max's does
  sed 's|/\*KIBITZ:\(.*\)\*/|\1|' umax/umax48.c | sed 's/d>2?-I:e/d-2?-I:e/' > "$PLANT.c"
  cc -O2 -std=gnu89 -fsigned-char -w -o "$PLANT" "$PLANT.c"
  # readable's engine with the window adjusted by the evaluation, as a port
  export WBE="$BATS_FILE_TMPDIR/wbe"
  compare/port-variant.sh "$WBE" PORT_WINDOW_BY_EVAL
}

@test "port.sh --name: the planted deviation is named, and only it" {
  grep -q 'd-2?-I:e' "$PLANT.c"
  run compare/port.sh --line "$PLANT" --name --workdir "$BATS_TEST_TMPDIR/w" \
      --match 'special-scholar-mate-in-1 special-fools-mate-engine-mated' \
      --deviations 'PORT_WINDOW_BY_EVAL PORT_ITERATION1_FROM_MINUS_INF PORT_NO_MATE_DEPTH'
  [ "$status" -eq 1 ]
  [[ "$output" == *"readable48 (faithful)                        0/2 cases"* ]]
  [[ "$output" == *"port: matches readable48 with iteration 1 starting from -INF instead of the evaluation through every case (2/2; switches: PORT_ITERATION1_FROM_MINUS_INF)"* ]]
}

@test "port.sh --lib: readable's engine through the C-library driver is identical" {
  run compare/port.sh --lib "tests/port/readable-adapter.c readable/engine/*.c -Ireadable -DUMAX_VERSION=48" \
      --match 'special-scholar-mate-in-1 special-fools-mate-engine-mated' --workdir "$BATS_TEST_TMPDIR/w"
  [ "$status" -eq 0 ]
  [[ "$output" == *"IDENTICAL to the published micro-Max 4.8 on 2/2 cases"*"(kibitz) compared"* ]]
}

@test "port.sh --lib: the same engine built with a deviation differs, and --name names it" {
  run compare/port.sh --lib "tests/port/readable-adapter.c $WBE/readable/engine/*.c -I$WBE/readable -DUMAX_VERSION=48" \
      --match 'special-scholar-mate-in-1' --workdir "$BATS_TEST_TMPDIR/w" --name \
      --deviations 'PORT_ITERATION1_FROM_MINUS_INF PORT_WINDOW_BY_EVAL'
  [ "$status" -eq 1 ]
  [[ "$output" == *"DIVERGENCE 48 special-scholar-mate-in-1"* ]]
  [[ "$output" == *"port: matches readable48 with the window adjusted by the evaluation"*"(1/1; switches: PORT_WINDOW_BY_EVAL)"* ]]
}

@test "port-leave-one-out.sh: each switch alone, the golden cases readable still prints" {
  run compare/port-leave-one-out.sh --workdir "$BATS_TEST_TMPDIR/loo" \
      --match 'special-scholar-mate-in-1 special-fools-mate-engine-mated' \
      PORT_ITERATION1_FROM_MINUS_INF PORT_THAW_ABOVE_30
  [ "$status" -eq 0 ]
  # iteration 1 from -INF shows in the very first iteration line (line 9,
  # after the board); nobody is near 30 captured in these two cases
  [[ "${lines[0]}" == "PORT_ITERATION1_FROM_MINUS_INF       0/2 identical  first difference: special-fools-mate-engine-mated line 9" ]]
  [[ "${lines[1]}" == "PORT_THAW_ABOVE_30                   2/2 identical" ]]
  run compare/port-leave-one-out.sh --match 'no-such-case'
  [ "$status" -eq 2 ]
  [[ "$output" == *"no golden case matches"* ]]
}

@test "port.sh --name: when no switch fits, the kind of difference and its usual causes are named" {
  # umax48 (kibitz) with key bytes of one bit fewer: no switch models it
  sed 's|/\*KIBITZ:\(.*\)\*/|\1|' umax/umax48.c | sed 's/T\[N\]=rand()>>9/T[N]=rand()>>10/' > "$BATS_TEST_TMPDIR/k.c"
  grep -q 'rand()>>10' "$BATS_TEST_TMPDIR/k.c"
  cc -O2 -std=gnu89 -fsigned-char -w -o "$BATS_TEST_TMPDIR/k" "$BATS_TEST_TMPDIR/k.c"
  run compare/port.sh --line "$BATS_TEST_TMPDIR/k" --name --workdir "$BATS_TEST_TMPDIR/w" \
      --match 'special-scholar-mate-in-1 special-castle-kingside' --deviations 'PORT_WINDOW_BY_EVAL'
  [ "$status" -eq 1 ]
  [[ "$output" == *"port: no known deviation brings readable48 closer to the port"* ]]
  [[ "$output" == *"  nodes      1 case, at iteration 6: 1 after castling (engine move)"* ]]
  [[ "$output" == *'port: mostly "nodes": such a difference usually comes from move order or hashing'*"umax/umax48.c lines "*"(zobrist-init)"* ]]
}
