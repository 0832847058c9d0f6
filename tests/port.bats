#!/usr/bin/env bats
# compare/port.sh, the quick part: a port given as a line-protocol program
# or a UCI engine is certified identical, or its first divergence is
# reported in the form of compare.sh; crashes, hangs and time limits are
# named; --cases, --sshlogin (this machine alone), bad usage and stopping
# it are checked too.  Two cheap golden cases (a mate in 1 and Fool's
# mate: a few hundred nodes) or two cases of its own; tests/full/port.bats
# plants each known deviation and has it named.

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

# a test that started port.sh in the background stops it, even when it fails
teardown() { [ -z "${PORT_PID:-}" ] || kill -TERM "$PORT_PID" 2> /dev/null || true; }

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

@test "port.sh --sshlogin: the cases fan out through GNU parallel (here: this machine alone), same verdicts" {
  command -v parallel > /dev/null || skip "needs GNU parallel"
  run compare/port.sh --line build/umax48-kibitz --match "$CASES" --sshlogin 1/: --workdir "$BATS_TEST_TMPDIR/w"
  [ "$status" -eq 0 ]
  [[ "$output" == *"IDENTICAL to the published micro-Max 4.8 on 2/2 cases"* ]]
  run compare/port.sh --line "$PLANT" --match "$CASES" --sshlogin 1/: --workdir "$BATS_TEST_TMPDIR/w"
  [ "$status" -eq 1 ]
  [[ "$output" == *"DIFFERENT from the published micro-Max 4.8: 2 of 2 cases differ"* ]]
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

# A stand-in port that prints the first N lines of a transcript through
# C stdio (fully buffered on a pipe), then ends as told: segfault, sleep
# (a hang), or keep printing slowly (a time limit).
make_stand_in() {
  cat > "$BATS_FILE_TMPDIR/stand-in.c" <<'C'
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
int main(int argc, char **argv)
{
    char line[256];
    int n = atoi(argv[2]);
    FILE *f = fopen(argv[1], "r");
    while (n-- > 0 && fgets(line, sizeof line, f)) fputs(line, stdout);
    if (argv[3][0] == 's') raise(SIGSEGV);
    if (argv[3][0] == 'h') sleep(60);
    for (;;) { puts("more"); fflush(stdout); sleep(1); }
}
C
  cc -o "$BATS_FILE_TMPDIR/stand-in" "$BATS_FILE_TMPDIR/stand-in.c"
}

@test "port.sh: a crash is named with its signal, the last line printed and the first not printed" {
  make_stand_in
  g=tests/golden/48/special-scholar-mate-in-1.kibitz
  run compare/port.sh --line "$BATS_FILE_TMPDIR/stand-in $g 12 segv" \
      --match special-scholar-mate-in-1 --workdir "$BATS_TEST_TMPDIR/w"
  echo "$output"
  [ "$status" -eq 1 ]
  # the 12 lines printed before the crash were read (a pipe would have lost them)
  [[ "$output" == *"first difference: output line 13"* ]]
  [[ "$output" == *"the port crashed: killed by SIGSEGV, after 12 lines of output"* ]]
  [[ "$output" == *"last line printed (line 12):     $(sed -n 12p "$g")"* ]]
  [[ "$output" == *"first line not printed (line 13): $(sed -n 13p "$g")"* ]]
  [[ "$output" == *"port: of the differing cases: 1 crashed (SIGSEGV)"* ]]
}

@test "port.sh: a hang and a time limit are named as such, and counted" {
  make_stand_in
  g=tests/golden/48/special-scholar-mate-in-1.kibitz
  run compare/port.sh --line "$BATS_FILE_TMPDIR/stand-in $g 10 hang" --hang 1 \
      --match special-scholar-mate-in-1 --workdir "$BATS_TEST_TMPDIR/w"
  [ "$status" -eq 1 ]
  # (how many of its 10 lines came before the second of silence depends
  # on the machine's load: not asserted)
  [[ "$output" == *"the port hung: no output for 1 s (--hang); stopped, after "*" lines of output"* ]]
  [[ "$output" == *"port: of the differing cases: 1 hung"* ]]
  # prints a line a second, never its transcript's next line: the time limit
  run compare/port.sh --line "$BATS_FILE_TMPDIR/stand-in $g 10 more" --timeout 2 \
      --match special-scholar-mate-in-1 --workdir "$BATS_TEST_TMPDIR/w"
  [ "$status" -eq 1 ]
  [[ "$output" == *"the port reached the time limit: still running after 2 s (--timeout); stopped"* ]]
  [[ "$output" == *"port: of the differing cases: 1 reached the time limit"* ]]
}

@test "port.sh --cases: your own cases, against the published program's transcripts of them" {
  printf '%s\n' '# a mate in 1, a refused input, then a typed move' \
      'e2e4 e7e5 f1c4 b8c6 d1h5 g8f6 -' 'e2e4 e7e5 xyz g1f3' > "$BATS_TEST_TMPDIR/my.cases"
  run compare/port.sh --line build/umax48-kibitz --cases "$BATS_TEST_TMPDIR/my.cases" --workdir "$BATS_TEST_TMPDIR/w"
  [ "$status" -eq 0 ]
  [[ "$output" == *", 2 of --cases made by "*"build/umax48"* ]]
  [[ "$output" == *"IDENTICAL to the published micro-Max 4.8 on 2/2 cases: 1 engine move,"* ]]
  run compare/port.sh --line "$PLANT" --cases "$BATS_TEST_TMPDIR/my.cases" --workdir "$BATS_TEST_TMPDIR/w"
  [ "$status" -eq 1 ]
  [[ "$output" == *"DIVERGENCE 48 cases1-001 (--cases)"* ]]
  # UCI: the moves the reference played are read off its boards; a case
  # with a refused input cannot be sent
  run compare/port.sh --uci "build/readable48 --uci" --cases "$BATS_TEST_TMPDIR/my.cases" --workdir "$BATS_TEST_TMPDIR/w"
  [ "$status" -eq 0 ]
  [[ "$output" == *"IDENTICAL"*"on 1/1 case"*"1 case skipped: a refused input"* ]]
}

@test "port.sh: stopping it (SIGTERM) stops every process it started" {
  make_stand_in
  g=tests/golden/48/special-scholar-mate-in-1.kibitz
  w=$BATS_TEST_TMPDIR/w
  compare/port.sh --line "$BATS_FILE_TMPDIR/stand-in $g 10 hang" --hang 100 -j 2 \
      --match 'special-scholar-mate-in-1 special-fools-mate-engine-mated' --workdir "$w" \
      > /dev/null 2>&1 &
  PORT_PID=$!
  # both cases running: each writes its port's pid while the port runs
  # (the bounds only guard against a hang: a loaded machine is slow)
  for _ in $(seq 300); do
    [ "$(ls "$w"/res/*.pid 2> /dev/null | wc -l)" -ge 2 ] && break
    sleep 0.2
  done
  [ "$(ls "$w"/res/*.pid | wc -l)" -ge 2 ]
  pids=$(cat "$w"/res/*.pid)
  kill -TERM "$PORT_PID"
  wait "$PORT_PID" || true
  # the cases' processes (timeout, script, the stand-in) are gone
  for _ in $(seq 150); do
    alive=0
    for p in $pids; do kill -0 "$p" 2> /dev/null && alive=1; done
    [ "$alive" = 0 ] && break
    sleep 0.2
  done
  [ "$alive" = 0 ]
  [ "$(pgrep -f -c "$BATS_FILE_TMPDIR/stand-in $g 10 hang" || true)" = 0 ]
}
