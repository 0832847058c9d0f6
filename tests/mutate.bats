#!/usr/bin/env bats
# compare/mutate/: the mutants are the changes they claim to be, and the
# certificate (the golden cert-* cases, compare/port.sh's default) kills a
# fixed sample of umax/umax48.c's mutants and the two thresholds of the
# captured material that the golden cases missed.  The whole run is
# `make mutate` (compare/mutate/README.md).

load lib/common

setup_file() {
  build_targets all
  command -v parallel > /dev/null || skip "needs GNU parallel"
}

@test "mutants.py: numbers, operators, a ?: swapped and a statement dropped, each alone" {
  printf 'int f(int a,int b){a+=b<2?a:b;g(a);return a&&!b;}\n' > "$BATS_TEST_TMPDIR/t.c"
  run python3 compare/mutate/mutants.py list "$BATS_TEST_TMPDIR/t.c"
  [ "$status" -eq 0 ]
  [ "${#lines[@]}" -eq 15 ]
  [[ "$output" == *$'\tcompare\t1\t<\t<=\t'* ]]
  [[ "$output" == *$'\tnumber\t1\t2\t4\t'* ]]
  [[ "$output" == *$'\tlogical\t1\t!\t\t'* ]]
  [[ "$output" == *$'\tdrop\t1\tg(a)\t\t'* ]]
  # the swapped ?: and the dropped statement, as compiled
  id=$(printf '%s\n' "$output" | awk -F '\t' '$2 == "ternary" { print $1 }')
  [ "$(python3 compare/mutate/mutants.py make "$BATS_TEST_TMPDIR/t.c" "$id")" = 'int f(int a,int b){a+=b<2?b:a;g(a);return a&&!b;}' ]
  id=$(printf '%s\n' "$output" | awk -F '\t' '$4 == "g(a)" { print $1 }')
  [ "$(python3 compare/mutate/mutants.py make "$BATS_TEST_TMPDIR/t.c" "$id")" = 'int f(int a,int b){a+=b<2?a:b;;return a&&!b;}' ]
}
