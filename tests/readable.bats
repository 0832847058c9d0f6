#!/usr/bin/env bats
# The readable port (readable/, built as build/readable40, 42, 43, 48) against
# the golden transcripts of the reference programs, plus its options, its
# input handling and its copy of glibc's rand().
#
# setup_file replays the hand-made special-* golden cases once per version
# (quick_special: all but the 12-move self-play)
# with --kibitz (the kibitz transcript holds the boards too), and three of
# them also without it (tests/lib/golden.bash), two runs at a time, and
# leaves one verdict file per run; the tests below read the verdicts.  The
# other cases are in tests/full/readable.bats.  4.8's cases add about 19 s
# of CPU (30 M nodes at about 1.6 M nodes a second).

# run_case VERSION KIND CASE: replay one golden case, leave its verdict in
# $VERDICTS as <version>-<kind>-<case>.ok or .fail (with a diff excerpt).
run_case() {
    local v=$1 kind=$2 c=$3
    local g=tests/golden/$v/$c out=$VERDICTS/$v-$kind-$c rc
    local -a flag=()
    [ "$kind" = kibitz ] && flag=(--kibitz)
    ./build/readable"$v" "${flag[@]}" < "$g.in" > "$out.actual" 2> "$out.stderr"
    rc=$?
    if [ $rc -ne 0 ]; then
        echo "$v $c ($kind): exit status $rc: $(head -c 300 "$out.stderr")" > "$out.fail"
    elif cmp -s "$g.$kind" "$out.actual"; then
        : > "$out.ok"
    else
        { echo "$v $c ($kind): differs from $g.$kind"
          diff "$g.$kind" "$out.actual" | head -10; } > "$out.fail"
    fi
    rm -f "$out.actual" "$out.stderr"
}

# replay KIND CASES...: every (version, kind, case) line on stdin, two at a time.
replay() {
    export -f run_case
    xargs -P 2 -L 1 bash -c 'run_case "$@"' _
}

# verdicts PATTERN: fail, printing the failures, unless every run matching
# PATTERN passed (and there was at least one).
verdicts() {
    local ok fails
    ok=$(find "$VERDICTS" -name "$1.ok" | wc -l)
    fails=$(find "$VERDICTS" -name "$1.fail" | sort)
    if [ -n "$fails" ]; then
        cat $fails
        echo "$ok passed, $(echo "$fails" | wc -l) failed"
        return 1
    fi
    [ "$ok" -gt 0 ] || { echo "no case ran for $1"; return 1; }
}

load lib/common
load lib/golden

setup_file() {
    build_targets build/readable40 build/readable42 build/readable43 build/readable48
    export VERDICTS=$BATS_FILE_TMPDIR/verdicts
    mkdir -p "$VERDICTS"
    local v f c
    for v in 40 42 43 48; do
        for f in tests/golden/$v/*.in; do
            c=$(basename "$f" .in)
            quick_special "$v" "$c" || continue
            echo "$v kibitz $c"
            if [[ ,$QUICK_PLAIN, == *,$c,* ]]; then echo "$v out $c"; fi
        done
    done | replay
}

@test "readable40: kibitz trace of the special-* golden cases but the 12-move self-play" {
    verdicts '40-kibitz-*'
}

@test "readable42: kibitz trace of the special-* golden cases but the 12-move self-play" {
    verdicts '42-kibitz-*'
}

@test "readable43: kibitz trace of the special-* golden cases but the 12-move self-play" {
    verdicts '43-kibitz-*'
}

@test "readable48: kibitz trace of the special-* golden cases but the 12-move self-play" {
    verdicts '48-kibitz-*'
}

@test "readable40/42/43/48: plain transcript of three special-* cases" {
    verdicts '*-out-*'
}

@test "readable: --help prints usage and exits 0" {
    run ./build/readable43 --help
    [ "$status" -eq 0 ]
    [[ $output == *usage:* ]]
    [[ $output == *--kibitz* ]]
}

@test "readable: --version names micro-Max's version and the release, as UCI and xboard do" {
    local v
    for v in 40 42 43 48; do
        run ./build/readable$v --version
        [ "$status" -eq 0 ]
        [ "$output" = "micro-Max ${v:0:1}.${v:1:1} readable $(release)" ]
        [ "$(echo uci | ./build/readable$v --uci | head -1)" = "id name $output" ]
        [[ "$(echo 'protover 2' | ./build/readable$v --xboard)" == *" myname=\"$output\" "* ]]
    done
}

@test "readable: an unknown option is an error on stderr, exit status 2" {
    run bash -c './build/readable43 --bogus </dev/null 2>/dev/null'
    [ "$status" -eq 2 ]
    [ -z "$output" ]
    run bash -c './build/readable43 --bogus </dev/null 2>&1 >/dev/null'
    [[ $output == *"unknown option '--bogus'"* ]]
    run bash -c './build/readable40 extra-argument </dev/null'
    [ "$status" -eq 2 ]
}

# The first ten values of glibc's rand() with the default seed (srand(1)).
RAND_VECTOR="1804289383 846930886 1681692777 1714636915 1957747793 424238335 719885386 1649760492 596516649 1189641421"

@test "readable: its rand() gives glibc's test vector" {
    run ./build/readable43 --selftest-random
    [ "$status" -eq 0 ]
    [ "$(echo $output)" = "$RAND_VECTOR" ]
}

@test "readable: its rand() matches this machine's C library, if glibc" {
    command -v cc >/dev/null || skip "no C compiler"
    local src=$BATS_TEST_TMPDIR/rand.c
    printf '%s\n' '#include <stdio.h>' '#include <stdlib.h>' \
        '#ifndef __GLIBC__' '#error not glibc' '#endif' \
        'int main(void){int i;for(i=0;i<10;i++)printf("%d\n",rand());return 0;}' > "$src"
    cc -o "$BATS_TEST_TMPDIR/rand" "$src" 2>/dev/null || skip "not glibc"
    [ "$("$BATS_TEST_TMPDIR/rand")" = "$(./build/readable43 --selftest-random)" ]
}

@test "readable: empty input prints the board once and exits 0" {
    run ./build/readable43 < /dev/null
    [ "$status" -eq 0 ]
    [ "${#lines[@]}" -eq 8 ]
    [ "${lines[0]}" = " r n b q k b n r " ]
    [ "${lines[7]}" = " R N B Q K B N R " ]
}

@test "readable: long lines and binary bytes are safe, only 4 bytes count" {
    local long
    long=$(head -c 10000 /dev/zero | tr '\0' x)
    local i
    for i in $(seq 0 255) $(seq 255 -1 0); do
        [ "$i" -eq 10 ] || printf "\\$(printf %03o "$i")"
    done > "$BATS_TEST_TMPDIR/bytes"
    [ "$(wc -c < "$BATS_TEST_TMPDIR/bytes")" -eq 510 ]
    for v in 40 42 43 48; do
        # a junk line of 10,000 bytes leaves the board as it was
        run bash -c "printf '%s\n' '$long' | ./build/readable$v"
        [ "$status" -eq 0 ]
        [ "${#lines[@]}" -eq 16 ]
        # a move followed by 10,000 bytes is the move
        [ "$(printf 'e2e4%s\n' "$long" | ./build/readable$v)" = \
          "$(printf 'e2e4\n' | ./build/readable$v)" ]
        # every byte value but the newline (no empty line: no thinking)
        run bash -c "cat '$BATS_TEST_TMPDIR/bytes' '$BATS_TEST_TMPDIR/bytes' | ./build/readable$v"
        [ "$status" -eq 0 ]
        # CRLF line ends, no final newline
        [ "$(printf 'e2e4\r\ne7e5' | ./build/readable$v)" = \
          "$(printf 'e2e4\ne7e5\n' | ./build/readable$v)" ]
    done
}
