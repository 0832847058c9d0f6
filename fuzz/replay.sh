#!/usr/bin/env bash
# Replays fuzz reproducers through every program and checks that none
# crashes, hangs or exits with an unexpected status.
#
#   fuzz/replay.sh [-S|-O] FILE...
#
# The kind of a reproducer comes from its name:
#   terminal-*, umax*-*, readable-terminal-*   the terminal loop: every
#        umax and readable build (build/umaxNN, build/readableNN)
#   fen-*, readable-fen-*       first line = FEN, the rest = input:
#        readableNN --fen "<first line>"; exit status 0, or 2 for a bad FEN
#   xboard-*, readable-xboard-*       readableNN --xboard
#   friendly-*, readable-friendly-*   readableNN --friendly
#   uci-*, readable-uci-*             readableNN --uci
# Every engine move of the real programs searches 1,000,000 nodes (about a
# second), so a terminal reproducer that asks for more than REPLAY_SEARCHES
# (default 4) engine moves runs with a small budget instead: readable with
# --nodes REPLAY_NODES (default 1000) and umax as its node-budget variant
# (fuzz/variant.sh, built into build/fuzz-replay/).  The readable front ends
# (fen, xboard, friendly, uci) always get --nodes REPLAY_NODES.
# -S also runs every reproducer through ASan+UBSan builds of readable
# (build/fuzz-san/readableNN, built here with gcc when missing or stale;
# or those in the directory REPLAY_SAN_DIR, e.g. build/asan, which `make
# sanitize` builds); -O runs it through those builds only.
# Time limit per run: REPLAY_TIMEOUT seconds (default 60).
set -u
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/.." && pwd)
san=0 plain=1
case ${1:-} in -S) san=1; shift;; -O) san=1 plain=0; shift;; esac
versions=${VERSIONS:-$(sed -n 's/^VERSIONS *:= *//p' "$top/Makefile")}
nodes=${REPLAY_NODES:-1000}
maxsearch=${REPLAY_SEARCHES:-4}
tmo=${REPLAY_TIMEOUT:-60}
export ASAN_OPTIONS=detect_leaks=0:abort_on_error=0 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1

sandir=${REPLAY_SAN_DIR:-$top/build/fuzz-san}
if [ $san = 1 ] && [ -n "${REPLAY_SAN_DIR:-}" ]; then
  for v in $versions; do
    [ -x "$sandir/readable$v" ] || { echo "replay.sh: no $sandir/readable$v" >&2; exit 2; }
  done
elif [ $san = 1 ]; then
  for v in $versions; do
    o=$top/build/fuzz-san/readable$v
    if [ ! -x "$o" ] || [ -n "$(find "$top/readable" -newer "$o" -name '*.[ch]' -print -quit)" ]; then
      mkdir -p "$top/build/fuzz-san"
      ${CC:-cc} -std=c99 -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined \
        -fno-sanitize-recover=all -I"$top/readable" -DUMAX_VERSION=$v -o "$o" "$top"/readable/engine/*.c "$top"/readable/front/*.c "$top"/readable/front/*/*.c || exit 2
    fi
  done
fi

# searches FILE: how many lines start with a newline (each one an engine
# move in the terminal loop: a line ends at any byte <= 10)
searches() {
  od -An -v -tu1 "$1" | awk '{ for (i = 1; i <= NF; i++) { if ($i == 10 && prev <= 10) n++; prev = $i } }
                             BEGIN { prev = 0 } END { print n + 0 }'
}

fail=0
check() { # NAME FILE EXPECTED-STATUSES COMMAND...: run, judge
  local name=$1 file=$2 ok=$3 rc; shift 3
  timeout "$tmo" "$@" < "$file" > /dev/null 2> "$tmpd/err"
  rc=$?
  if [ $rc -eq 124 ]; then echo "FAIL $n: $name: no end within ${tmo}s"; fail=1 ffail=1
  elif ! [[ " $ok " == *" $rc "* ]]; then
    echo "FAIL $n: $name: exit status $rc $(grep -m1 -E 'ERROR|runtime error' "$tmpd/err")"; fail=1 ffail=1
  elif grep -q -E 'ERROR: AddressSanitizer|runtime error' "$tmpd/err"; then
    echo "FAIL $n: $name: $(grep -m1 -E 'ERROR|runtime error' "$tmpd/err")"; fail=1 ffail=1
  fi
}
tmpd=$(mktemp -d); trap 'rm -rf "$tmpd"' EXIT

for f in "$@"; do
  n=$(basename "$f") ffail=0
  case $n in
    terminal-*|umax*|readable-terminal-*)
      s=$(searches "$f")
      for v in $versions; do
        if [ $plain = 0 ]; then :
        elif [ "$s" -le "$maxsearch" ]; then
          check umax$v "$f" 0 "$top/build/umax$v"
          [ -x "$top/build/readable$v" ] && check readable$v "$f" 0 "$top/build/readable$v"
        else
          "$here/variant.sh" $v "$nodes" "$top/build/fuzz-replay/umax$v-n$nodes" || exit 2
          check "umax$v-n$nodes" "$f" 0 "$top/build/fuzz-replay/umax$v-n$nodes"
          [ -x "$top/build/readable$v" ] && check "readable$v --nodes $nodes" "$f" 0 "$top/build/readable$v" --nodes "$nodes"
        fi
        [ $san = 1 ] && check "readable$v(san) --nodes $nodes" "$f" 0 "$sandir/readable$v" --nodes "$nodes"
      done;;
    fen-*|readable-fen-*)
      fen=$(head -n 1 "$f" | tr -d '\000')
      tail -n +2 "$f" > "$tmpd/rest"
      for v in $versions; do
        for b in $([ $plain = 1 ] && echo "$top/build/readable$v") $([ $san = 1 ] && echo "$sandir/readable$v"); do
          [ -x "$b" ] && check "$(basename "$b") --fen" "$tmpd/rest" "0 2" "$b" --nodes "$nodes" --fen "$fen"
        done
      done;;
    xboard-*|readable-xboard-*|friendly-*|readable-friendly-*|uci-*|readable-uci-*)
      mode=--xboard; case $n in *friendly-*) mode=--friendly;; *uci-*) mode=--uci;; esac
      for v in $versions; do
        for b in $([ $plain = 1 ] && echo "$top/build/readable$v") $([ $san = 1 ] && echo "$sandir/readable$v"); do
          [ -x "$b" ] && check "$(basename "$b") $mode" "$f" 0 "$b" $mode --nodes "$nodes"
        done
      done;;
    *) echo "FAIL $n: unknown kind of reproducer (name it terminal-*, fen-*, xboard-*, friendly-* or uci-*)"; fail=1 ffail=1;;
  esac
  [ $ffail = 0 ] && echo "ok $n"
done
exit $fail
