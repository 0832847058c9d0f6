#!/usr/bin/env bash
# Runs the Bats suite, getting Bats first when it is missing:
#   1. a `bats` already on PATH (or installed earlier into .tools/);
#   2. Debian's package, when we are root (or have sudo) and apt-get exists;
#   3. the npm packages bats, bats-support, bats-assert into .tools/ (ignored by git).
# Usage: tests/run-bats.sh [--files-at-once N] [BATS ARGS...] FILES-OR-DIRS...
# --files-at-once N runs N test files at the same time (tests within a file
# stay in order), through Bats' --jobs, which needs GNU parallel (Debian
# package parallel); without it the files run one after the other.
# Prints "run-bats: N of M tests started after S s" on stderr every 20 s
# (PROGRESS_SECONDS), a closing "bats: N passed, N failed, N skipped" line,
# and exits non-zero on any failure.
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
if [ "${1:-}" = --files-at-once ]; then
  if parallel --version 2>/dev/null | grep -q 'GNU parallel'; then
    at_once=(--jobs "$2" --no-parallelize-within-files)
  else
    echo "run-bats: GNU parallel not found (Debian package parallel): one file at a time" >&2
  fi
  shift 2
fi

# TAP output is counted here so that the run ends with one plain summary line.
log=$(mktemp)
runs=$(mktemp -d)
ticker=
trap 'rm -f "$log"; rm -rf "$runs"; [ -n "$ticker" ] && kill "$ticker" 2>/dev/null' EXIT

# Progress: with files running side by side Bats prints a file's results
# only when the whole file is done (minutes, for the golden replays), so a
# line on stderr every PROGRESS_SECONDS tells how many tests have started:
# Bats writes test/N.name into its run directory (--tempdir) as test N
# starts.
PROGRESS_SECONDS=${PROGRESS_SECONDS:-20}
total=$(bats --count "$@" 2>/dev/null || echo '?')
start=$SECONDS
( while sleep "$PROGRESS_SECONDS"; do
    started=$(find "$runs/run/test" -maxdepth 1 -name '*.name' 2>/dev/null | wc -l)
    printf 'run-bats: %s of %s tests started after %d s\n' \
      "$started" "$total" $((SECONDS - start)) >&2
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
echo "bats: $passed passed, $failed failed, $skipped skipped"
if [ "$status" -eq 0 ] && [ "$passed" -eq 0 ]; then
  echo "run-bats: no test ran" >&2; exit 1
fi
exit "$status"
