#!/usr/bin/env bats
# Hostile input: EOF, empty input, very long lines, binary bytes and CRLF line
# ends must give a clean transcript, exit status 0 and no memory error, for the
# minimized and the readable programs alike.  None of these inputs asks the
# engine to think, so each run takes a fraction of a second.

load lib/common
load lib/programs

START=' r n b q k b n r 
 + + + + + + + + 
 . . . . . . . . 
 . . . . . . . . 
 . . . . . . . . 
 . . . . . . . . 
 * * * * * * * * 
 R N B Q K B N R '

AFTER_E4=' r n b q k b n r 
 + + + + + + + + 
 . . . . . . . . 
 . . . . . . . . 
 . . . . * . . . 
 . . . . . . . . 
 * * * * . * * * 
 R N B Q K B N R '

setup_file() { build_targets all; }

# random_bytes SEED COUNT: fixed pseudo-random bytes with no newline (10), so
# that no line is empty and no engine search is started; every other byte
# <= 10 still ends a line.
random_bytes() {
  LC_ALL=C awk -v seed="$1" -v n="$2" 'BEGIN { srand(seed)
    for (i = 0; i < n; i++) { c = int(rand() * 256); if (c == 10) c = 0; printf "%c", c } }'
}

# feed PROGRAM: run it on stdin, fail on a non-zero exit or a crash.
each_program() {
  local input=$1 p out rc want
  for p in $(all_programs); do
    # 4.8 prints a row as its 8 symbols, without the spaces
    want=$2; case $p in *48) want=${want// /} ;; esac
    out=$(printf '%b' "$input" | $p; echo "rc=$?")
    rc=${out##*rc=}; out=${out%rc=*}; out=${out%$'\n'}
    if [ "$rc" != 0 ]; then echo "$p: exit status $rc"; return 1; fi
    if [ "$out" != "$want" ]; then
      echo "$p: unexpected transcript"; diff <(echo "$want") <(echo "$out") | head; return 1
    fi
  done
}

@test "empty input: one board, exit status 0" {
  each_program '' "$START"
}

@test "EOF after a move: the move is played and the program exits 0" {
  each_program 'e2e4\n' "$START
$AFTER_E4"
}

@test "an unterminated last line is still read" {
  each_program 'e2e4' "$START
$AFTER_E4"
}

@test "CRLF line ends: only the first four characters count" {
  each_program 'e2e4\r\n' "$START
$AFTER_E4"
}

@test "a 10,000-character line counts by its first four characters" {
  long="e2e4$(head -c 9996 /dev/zero | tr '\0' x)\n"
  each_program "$long" "$START
$AFTER_E4"
}

@test "a 10,000-character garbage line leaves the position unchanged" {
  long="$(head -c 10000 /dev/zero | tr '\0' z)\n"
  each_program "$long" "$START
$START"
}

@test "binary bytes: no crash, one board per line, exit 0" {
  local p n
  for p in $(all_programs); do
    random_bytes 7 4096 > "$BATS_TEST_TMPDIR/bytes"
    $p < "$BATS_TEST_TMPDIR/bytes" > "$BATS_TEST_TMPDIR/out" || { echo "$p failed"; return 1; }
    n=$(wc -l < "$BATS_TEST_TMPDIR/out")
    # one board of 8 rows at the start and one for each line of input: a line
    # ends at each byte <= 10, and unterminated trailing bytes are a line too
    lines=$(tr -c '\000-\012' x < "$BATS_TEST_TMPDIR/bytes" | tr -d x | wc -c)
    [ "$(tail -c1 "$BATS_TEST_TMPDIR/bytes" | od -An -tu1)" -gt 10 ] && lines=$((lines + 1))
    [ "$n" -eq $(( 8 * (lines + 1) )) ] || { echo "$p: $n rows for $lines lines"; return 1; }
  done
}

@test "short lines are never moves" {
  each_program 'e\ne2\ne2e\n' "$START
$START
$START
$START"
}

@test "AddressSanitizer: hostile input through the minimized programs" {
  command -v cc >/dev/null
  local v bin
  mkdir -p build/asan
  for v in 40 42 43 48; do
    bin=build/asan/umax$v
    cc -O1 -g -std=gnu89 -fsigned-char -w -fsanitize=address -fno-omit-frame-pointer \
       -o $bin umax/umax$v.c
    { printf 'e2e4\r\n'; head -c 10000 /dev/zero | tr '\0' q; printf '\n';
      random_bytes 3 2048; printf '\ne7e5\n'; } |
      ASAN_OPTIONS=detect_leaks=0:abort_on_error=0 $bin > /dev/null 2> build/asan/umax$v.err
    [ $? -eq 0 ] || { cat build/asan/umax$v.err; return 1; }
    ! grep -q 'ERROR: AddressSanitizer' build/asan/umax$v.err || { cat build/asan/umax$v.err; false; }
  done
}

# 4.8 prints a board row as eight symbols without spaces, so its transcripts
# are checked apart from the others'.
START48='rnbqkbnr
++++++++
........
........
........
........
********
RNBQKBNR'
AFTER_E4_48='rnbqkbnr
++++++++
........
........
....*...
........
****.***
RNBQKBNR'

# umax48_gives INPUT EXPECT: build/umax48 on INPUT (printf %b) exits 0 with
# transcript EXPECT.
umax48_gives() {
  local out rc
  out=$(printf '%b' "$1" | build/umax48; echo "rc=$?")
  rc=${out##*rc=}; out=${out%rc=*}; out=${out%$'\n'}
  [ "$rc" = 0 ] || { echo "umax48: exit status $rc"; return 1; }
  [ "$out" = "$2" ] || { echo "umax48: unexpected transcript"; diff <(echo "$2") <(echo "$out") | head; return 1; }
}

@test "umax48: empty input, EOF after a move, an unterminated line, CRLF" {
  umax48_gives '' "$START48"
  umax48_gives 'e2e4\n' "$START48
$AFTER_E4_48"
  umax48_gives 'e2e4' "$START48
$AFTER_E4_48"
  umax48_gives 'e2e4\r\n' "$START48
$AFTER_E4_48"
}

@test "umax48: 10,000-character lines count by their first four characters; short lines are never moves" {
  umax48_gives "e2e4$(head -c 9996 /dev/zero | tr '\0' x)\n" "$START48
$AFTER_E4_48"
  umax48_gives "$(head -c 10000 /dev/zero | tr '\0' z)\n" "$START48
$START48"
  umax48_gives 'e\ne2\ne2e\n' "$START48
$START48
$START48
$START48"
}

@test "umax48: binary bytes: no crash, one board per line, exit 0" {
  random_bytes 7 4096 > "$BATS_TEST_TMPDIR/bytes"
  build/umax48 < "$BATS_TEST_TMPDIR/bytes" > "$BATS_TEST_TMPDIR/out"
  n=$(wc -l < "$BATS_TEST_TMPDIR/out")
  lines=$(tr -c '\000-\012' x < "$BATS_TEST_TMPDIR/bytes" | tr -d x | wc -c)
  [ "$(tail -c1 "$BATS_TEST_TMPDIR/bytes" | od -An -tu1)" -gt 10 ] && lines=$((lines + 1))
  [ "$n" -eq $(( 8 * (lines + 1) )) ] || { echo "$n rows for $lines lines"; return 1; }
}
