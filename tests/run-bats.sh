#!/usr/bin/env bash
# Runs the Bats suite, getting Bats first when it is missing:
#   1. a `bats` already on PATH (or installed earlier into .tools/);
#   2. Debian's package, when we are root (or have sudo) and apt-get exists;
#   3. the npm packages bats, bats-support, bats-assert into .tools/ (ignored by git).
# Usage: tests/run-bats.sh [--files-at-once N] [BATS OPTIONS...] FILES-OR-DIRS...
# --files-at-once N runs N test files at the same time (tests within a file
# stay in order; the files start in the order given, so give the costliest
# first).  The Bats options (-f NAME, ...) go to every file's run.
# Reports each result as it comes, from whichever file it comes (one TAP
# stream, numbered in the order the results arrive; a failed test's lines
# stay together).  On stderr: first the number of tests and files, then
# each file's name as it starts and its CPU and wall seconds as it ends,
# and every PROGRESS_SECONDS (default 60) how many tests have reported.
# Last a plain summary line "bats: N passed, N failed, N skipped".  Exits
# non-zero on any failure, or when fewer tests reported than were counted.
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
tools=$top/.tools
export PATH="$tools/node_modules/.bin:$PATH"

have_bats() { command -v bats >/dev/null 2>&1; }

if ! have_bats; then
  sudo=""
  [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1 && sudo="sudo -n"
  if command -v apt-get >/dev/null 2>&1 && { [ "$(id -u)" -eq 0 ] || [ -n "$sudo" ]; }; then
    echo "run-bats: bats not found; installing Debian's bats" >&2
    $sudo apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq bats >&2
  fi
fi
if ! have_bats && command -v npm >/dev/null 2>&1; then
  echo "run-bats: bats not found; installing it from npm into .tools/" >&2
  mkdir -p "$tools"
  npm install --silent --prefix "$tools" bats bats-support bats-assert >&2
fi
have_bats || { echo "run-bats: cannot find or install bats (need apt-get as root, or npm)" >&2; exit 127; }

at_once=1
if [ "${1:-}" = --files-at-once ]; then
  at_once=$2
  shift 2
fi
bats_args=()
while [ $# -gt 0 ] && [[ $1 == -* ]]; do
  case $1 in
    -f|--filter|--filter-tags) bats_args+=("$1" "$2"); shift 2 ;;
    *) bats_args+=("$1"); shift ;;
  esac
done
files=()
for f in "$@"; do
  if [ -d "$f" ]; then files+=("$f"/*.bats); else files+=("$f"); fi
done
[ ${#files[@]} -gt 0 ] || { echo "run-bats: no test files given" >&2; exit 2; }

log=$(mktemp)
ticker=
trap 'rm -f "$log"; [ -n "$ticker" ] && kill "$ticker" 2>/dev/null' EXIT

total=$(bats --count ${bats_args[@]+"${bats_args[@]}"} "${files[@]}" 2>/dev/null || echo '?')
echo "run-bats: $total tests in ${#files[@]} files, $at_once at a time; each result as it comes" >&2
echo "1..$total"

# run_file FILE: one file's TAP on stdout, each result as it comes; a
# failure together with the lines that follow it (its reasons) in one
# write, so that files side by side never mix the lines of one result.  (Shell loops, not awk:
# mawk reads a pipe in blocks, which would hold the results back.)  On
# stderr its name as it starts, its seconds as it ends.
run_file() {
  local file=$1 times line block=
  echo "run-bats: $file started" >&2
  times=$(mktemp)
  { TIMEFORMAT='%R %U %S'
    time bats --tap ${bats_args[@]+"${bats_args[@]}"} "$file" 2>&1 |
      { while IFS= read -r line; do
          case $line in
            1..*) continue ;;
            "ok "*) [ -z "$block" ] || printf '%s' "$block"; block=
                    printf '%s\n' "$line"; continue ;;
            "not ok "*) [ -z "$block" ] || printf '%s' "$block"; block= ;;
            *) [ -n "$block" ] || { printf '%s\n' "$line"; continue; } ;;
          esac
          block+=$line$'\n'
        done
        [ -z "$block" ] || printf '%s' "$block"; }; } 2> "$times"
  read -r wall user sys < <(tail -n 1 "$times")
  printf 'run-bats: %s done: %.0f s of CPU, %.0f s wall\n' "$file" \
    "$(echo "$user + $sys" | bc)" "$wall" >&2
  rm -f "$times"
}
export -f run_file
# (arrays do not pass through xargs: the Bats options go as a quoted string)
export bats_args_str
bats_args_str=$(printf '%q ' ${bats_args[@]+"${bats_args[@]}"})

# Progress, on stderr: every PROGRESS_SECONDS how many tests have reported.
PROGRESS_SECONDS=${PROGRESS_SECONDS:-60}
start=$SECONDS
( while sleep "$PROGRESS_SECONDS"; do
    printf 'run-bats: %s of %s tests reported after %d s\n' \
      "$(grep -cE '^(not )?ok ' "$log")" "$total" $((SECONDS - start)) >&2
  done ) &
ticker=$!

# The files, at_once at a time, in the order given; the results numbered
# in the order they arrive.
printf '%s\0' "${files[@]}" |
  xargs -0 -n 1 -P "$at_once" bash -c 'eval "bats_args=($bats_args_str)"; run_file "$1"' _ |
  { n=0
    while IFS= read -r line; do
      case $line in
        "ok "[0-9]*) n=$((n + 1)); line="ok $n ${line#ok * }" ;;
        "not ok "[0-9]*) n=$((n + 1)); line="not ok $n ${line#not ok * }" ;;
      esac
      printf '%s\n' "$line"
    done; } | tee "$log"
kill "$ticker" 2>/dev/null
wait "$ticker" 2>/dev/null
ticker=
passed=$(grep '^ok ' "$log" | grep -vc '# skip')
skipped=$(grep '^ok ' "$log" | grep -c '# skip')
failed=$(grep -c '^not ok ' "$log")
echo "bats: $passed passed, $failed failed, $skipped skipped"
if [ "$total" != '?' ] && [ $((passed + failed + skipped)) -ne "$total" ]; then
  echo "run-bats: $((passed + failed + skipped)) of $total tests reported" >&2; exit 1
fi
if [ "$passed" -eq 0 ]; then
  echo "run-bats: no test ran" >&2; exit 1
fi
[ "$failed" -eq 0 ]
