#!/usr/bin/env bats
# The small-budget cases of tests/budget/ (see its README): umax's node-budget
# variant and readable --nodes must print the reference's kibitz transcript.

load lib/common

# budget_case FILE: sets v, nodes, name from tests/budget/VV-nNODES-name.in
budget_case() {
  local b; b=$(basename "$1" .in)
  v=${b%%-*}; b=${b#*-n}; nodes=${b%%-*}; name=${b#*-}
}

@test "budget cases: readable --kibitz --nodes N prints the reference transcript" {
  make -s readable >/dev/null
  local f n=0 fail=0
  for f in tests/budget/*.in; do
    budget_case "$f"
    if ./build/readable$v --kibitz --nodes "$nodes" < "$f" | cmp - "${f%.in}.kibitz"; then
      n=$((n + 1))
    else
      echo "readable$v --nodes $nodes: $name differs"; fail=1
    fi
  done
  echo "$n passed"; [ "$fail" -eq 0 ] && [ "$n" -gt 0 ]
}

@test "budget cases: umax's node-budget variant (kibitz) prints the reference transcript" {
  local f n=0 fail=0 bin=$BATS_TEST_TMPDIR
  for f in tests/budget/*.in; do
    budget_case "$f"
    fuzz/variant.sh "$v" "$nodes" "$bin/umax$v-n$nodes" >/dev/null
    sed 's|/\*KIBITZ:\(.*\)\*/|\1|' "$bin/umax$v-n$nodes.c" > "$bin/k.c"
    cc -O2 -std=gnu89 -fsigned-char -w -o "$bin/k" "$bin/k.c"
    if "$bin/k" < "$f" | cmp - "${f%.in}.kibitz"; then
      n=$((n + 1))
    else
      echo "umax$v-n$nodes: $name differs"; fail=1
    fi
  done
  echo "$n passed"; [ "$fail" -eq 0 ] && [ "$n" -gt 0 ]
}
