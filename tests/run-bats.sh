#!/usr/bin/env bash
# Runs the Bats suite, getting Bats first when it is missing:
#   1. a `bats` already on PATH (or installed earlier into .tools/);
#   2. Debian's package, when we are root (or have sudo) and apt-get exists;
#   3. the npm packages bats, bats-support, bats-assert into .tools/ (ignored by git).
# Usage: tests/run-bats.sh [--files-at-once N] [BATS ARGS...] FILES-OR-DIRS...
# --files-at-once N runs N test files at the same time (tests within a file
# stay in order), through Bats' --jobs, which needs GNU parallel (Debian
# package parallel); without it the files run one after the other, and
# the first line says how to make the run faster.
# Says what it runs from the first second: the number of tests and files,
# each file's name as it starts (with files side by side, Bats prints a
# file's results only when the whole file is done, minutes for the golden
# replays), "N of M tests done after S s" every 20 s (PROGRESS_SECONDS),
# all on stderr; then the TAP results, and last a plain summary line
# "bats: N passed, N failed, N skipped".  Exits non-zero on any failure.
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

at_once=()
how="one file at a time"
if [ "${1:-}" = --files-at-once ]; then
  if parallel --version 2>/dev/null | grep -q 'GNU parallel'; then
    at_once=(--jobs "$2" --no-parallelize-within-files)
    how="$2 files at a time (GNU parallel; results are reported in file order, so a long first file holds back the count)"
  else
    how="one file at a time: GNU parallel is not installed; with it (Debian package parallel, \`apt-get install parallel\`) $2 files run at a time, about $2 times as fast on $2 cores"
  fi
  shift 2
fi

# TAP output is counted here so that the run ends with one plain summary line.
log=$(mktemp)
runs=$(mktemp -d)
ticker=
trap 'rm -f "$log"; rm -rf "$runs"; [ -n "$ticker" ] && kill "$ticker" 2>/dev/null' EXIT

total=$(bats --count "$@" 2>/dev/null || echo '?')
files=0
for f in "$@"; do
  if [ -d "$f" ]; then files=$((files + $(ls "$f"/*.bats 2>/dev/null | wc -l)))
  elif [ -f "$f" ]; then files=$((files + 1)); fi
done
echo "run-bats: $total tests in $files files, $how" >&2
# Progress, on stderr: each file's name as it starts (Bats writes
# file/N-NAME.source_file into its run directory, --tempdir, when it
# starts file N), and every PROGRESS_SECONDS how many tests have reported
# (with parallel, Bats reports a file's results in file order).
PROGRESS_SECONDS=${PROGRESS_SECONDS:-20}
start=$SECONDS
( seen=" " next=$PROGRESS_SECONDS
  while sleep 1; do
    for f in "$runs"/run/file/*.source_file; do
      [ -e "$f" ] || continue
      name=${f##*/}; name=${name#*-}; name=${name%.source_file}
      case $seen in *" $name "*) continue ;; esac
      seen="$seen$name "
      printf 'run-bats: %s started after %d s\n' "$name" $((SECONDS - start)) >&2
    done
    if [ $((SECONDS - start)) -ge "$next" ]; then
      next=$((next + PROGRESS_SECONDS))
      printf 'run-bats: %s of %s tests reported after %d s\n' \
        "$(grep -cE '^(not )?ok ' "$log")" "$total" $((SECONDS - start)) >&2
    fi
  done ) &
ticker=$!
bats --tap --tempdir "$runs/run" ${at_once[@]+"${at_once[@]}"} "$@" | tee "$log"
status=${PIPESTATUS[0]}
kill "$ticker" 2>/dev/null
wait "$ticker" 2>/dev/null
ticker=
passed=$(grep '^ok ' "$log" | grep -vc '# skip')
skipped=$(grep '^ok ' "$log" | grep -c '# skip')
failed=$(grep -c '^not ok ' "$log")
[ ${#at_once[@]} -eq 0 ] && [ "$how" != "one file at a time" ] && echo "run-bats: $how" >&2
echo "bats: $passed passed, $failed failed, $skipped skipped"
if [ "$status" -eq 0 ] && [ "$passed" -eq 0 ]; then
  echo "run-bats: no test ran" >&2; exit 1
fi
exit "$status"
