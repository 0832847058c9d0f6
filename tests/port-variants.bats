#!/usr/bin/env bats
# The known deviations of other people's ports live outside the engine, as
# patches under compare/port/deviations/ (compare/port-variant.sh applies
# them to a copy of readable/): readable/ holds none of them, every patch
# still applies to readable/ as it is now, alone and all together, and the
# variants build warning-free.  Compiling, not running: a few seconds.

load lib/common

@test "port variants: readable/ holds no port switch; every listed deviation has its patch" {
  ! grep -rn 'PORT_\|port_deviations' readable
  . compare/port-name.sh
  listed=$(port_deviation_list | cut -f1 | sort)
  patches=$(cd compare/port/deviations && ls -- *.patch | sed 's/\.patch$//' | sort)
  [ "$(echo "$listed" | wc -l)" -eq 10 ]
  [ "$listed" = "$patches" ]
}

@test "port variants: each patch applies alone and changes what it says, and the engine compiles warning-free" {
  for p in compare/port/deviations/*.patch; do
    name=$(basename "$p" .patch)
    dir=$BATS_TEST_TMPDIR/$name
    compare/port-variant.sh "$dir" "$name"
    ! diff -r readable "$dir/readable" > /dev/null
    # the patch's first line names it
    head -1 "$p" | grep -q "^$name: "
    for f in "$dir"/readable/engine/*.c; do
      cc -std=c99 -fsyntax-only -Wall -Wextra -Werror -I"$dir/readable" -DUMAX_VERSION=48 "$f"
    done
  done
}

@test "port variants: all patches apply together, and that variant builds and plays" {
  dir=$BATS_TEST_TMPDIR/all
  compare/port-variant.sh "$dir" $(. compare/port-name.sh; port_deviation_list | cut -f1) PORT_HASH_BITS=13
  grep -q '^#define HASH_BITS   13 ' "$dir/readable/engine/hash.h"
  cc -std=c99 -O0 -Wall -Wextra -Werror -I"$dir/readable" -DUMAX_VERSION=48 -o "$dir/r48" \
    "$dir"/readable/engine/*.c "$dir"/readable/front/*.c "$dir"/readable/front/*/*.c
  run "$dir/r48" --nodes 2000 <<< $'e2e4\n'
  [ "$status" -eq 0 ]
  # the typed move and the engine's reply: two boards after the first
  [ "$(grep -c '^ *r' <<< "$output")" -ge 2 ]
}

@test "port variants: an unknown deviation or a bad table size is refused" {
  run compare/port-variant.sh "$BATS_TEST_TMPDIR/x" PORT_NO_SUCH_THING
  [ "$status" -eq 2 ]
  [[ "$output" == *"no such deviation: PORT_NO_SUCH_THING"* ]]
  run compare/port-variant.sh "$BATS_TEST_TMPDIR/x" PORT_HASH_BITS=big
  [ "$status" -eq 2 ]
  [[ "$output" == *"a number of bits"* ]]
}
