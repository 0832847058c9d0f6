#!/usr/bin/env bash
# Builds one fuzzing target with AFL++ instrumentation into build/fuzz/.
#
#   fuzz/build.sh TARGET
#
# Prints the command line to fuzz (binary and arguments) on its last line.
# Targets (see fuzz/README.md):
#   umax40 ... umax48     the minimized program's terminal loop: a node-budget
#                         variant (fuzz/variant.sh, budget FUZZ_NODES) with ASan
#   readable-terminal     readable's terminal loop (--nodes FUZZ_NODES)
#   readable-xboard       readable --xboard (--nodes FUZZ_NODES)
#   readable-friendly     readable --friendly (--nodes FUZZ_NODES)
#   readable-uci          readable --uci (--nodes FUZZ_NODES: every go
#                         searches that many nodes, whatever it asks for)
#   readable-fen          the FEN parser, and play from the position:
#                         fuzz/fen_driver.c (first input line = FEN)
# readable targets are built for FUZZ_VERSION (default 48) with ASan and UBSan
# (any undefined behaviour aborts).  FUZZ_CC (default afl-cc) may be set to a
# plain compiler to build the same targets without instrumentation.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/.." && pwd)
t=${1:?usage: $0 TARGET}
nodes=${FUZZ_NODES:-1000}
ver=${FUZZ_VERSION:-48}
cc=${FUZZ_CC:-afl-cc}
out=$top/build/fuzz
mkdir -p "$out"
command -v "$cc" >/dev/null || { echo "$0: $cc not found (Debian package afl++)" >&2; exit 2; }
export AFL_QUIET=1

readable_build() { # OUTPUT EXTRA-FLAGS...: readable with ASan+UBSan
  local o=$1; shift
  local srcs=("$top"/readable/engine/*.c "$top"/readable/front/*.c "$top"/readable/front/*/*.c)
  if [ -f "$o" ]; then
    local newer=0 s
    for s in "${srcs[@]}" "$top"/readable/*/*.h "$@" "$0"; do [ -f "$s" ] && [ "$s" -nt "$o" ] && newer=1; done
    [ $newer = 0 ] && return 0
  fi
  AFL_USE_ASAN=1 AFL_USE_UBSAN=1 "$cc" -std=c99 -O2 -g -fno-omit-frame-pointer \
    -fsanitize=address,undefined -fno-sanitize-recover=all -I"$top/readable" \
    -DUMAX_VERSION="$ver" -o "$o" "$@" "${srcs[@]}"
}

case $t in
  umax40|umax42|umax43|umax48)
    AFL_USE_ASAN=1 "$here/variant.sh" "${t#umax}" "$nodes" "$out/$t-n$nodes" \
      "$cc" -O2 -g -std=gnu89 -fsigned-char -w -fsanitize=address >&2
    echo "$out/$t-n$nodes";;
  readable-terminal|readable-xboard|readable-friendly|readable-uci)
    readable_build "$out/readable$ver" >&2
    case $t in
      readable-terminal) echo "$out/readable$ver --nodes $nodes";;
      readable-xboard)   echo "$out/readable$ver --xboard --nodes $nodes";;
      readable-friendly) echo "$out/readable$ver --friendly --nodes $nodes";;
      readable-uci)      echo "$out/readable$ver --uci --nodes $nodes";;
    esac;;
  readable-fen)
    # readable's sources with main renamed, then the driver
    o=$out/readable$ver-fen
    mkdir -p "$out/fen-obj"
    if [ ! -f "$o" ] || [ -n "$(find "$top/readable" "$here/fen_driver.c" "$0" -newer "$o" -print -quit)" ]; then
      rm -f "$out"/fen-obj/*.o
      for s in "$top"/readable/engine/*.c "$top"/readable/front/*.c "$top"/readable/front/*/*.c; do
        AFL_USE_ASAN=1 AFL_USE_UBSAN=1 "$cc" -std=c99 -O2 -g -fno-omit-frame-pointer \
          -fsanitize=address,undefined -fno-sanitize-recover=all -I"$top/readable" -DUMAX_VERSION="$ver" \
          -Dmain=readable_main -c -o "$out/fen-obj/$(basename "$s" .c).o" "$s"
      done
      AFL_USE_ASAN=1 AFL_USE_UBSAN=1 "$cc" -std=c99 -O2 -g -fsanitize=address,undefined \
        -fno-sanitize-recover=all -DFUZZ_NODES="$nodes" -o "$o" "$here/fen_driver.c" "$out"/fen-obj/*.o
    fi
    echo "$o";;
  *) echo "$0: unknown target '$t' (umax40 umax42 umax43 umax48 readable-terminal readable-xboard readable-friendly readable-uci readable-fen)" >&2; exit 2;;
esac
