#!/usr/bin/env bash
# Runs the Bats suite, getting Bats first when it is missing:
#   1. a `bats` already on PATH (or installed earlier into .tools/);
#   2. Debian's package, when we are root (or have sudo) and apt-get exists;
#   3. the npm packages bats, bats-support, bats-assert into .tools/ (ignored by git).
# Usage: tests/run-bats.sh [BATS ARGS...] FILES-OR-DIRS...
# Prints a closing "bats: N passed, N failed, N skipped" line and exits non-zero on any failure.
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

# TAP output is counted here so that the run ends with one plain summary line.
log=$(mktemp)
trap 'rm -f "$log"' EXIT
bats --tap "$@" | tee "$log"
status=${PIPESTATUS[0]}
passed=$(grep '^ok ' "$log" | grep -vc '# skip')
skipped=$(grep '^ok ' "$log" | grep -c '# skip')
failed=$(grep -c '^not ok ' "$log")
echo "bats: $passed passed, $failed failed, $skipped skipped"
if [ "$status" -eq 0 ] && [ "$passed" -eq 0 ]; then
  echo "run-bats: no test ran" >&2; exit 1
fi
exit "$status"
