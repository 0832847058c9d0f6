#!/usr/bin/env bash
# table-ceiling.sh -- what the hash table's memory costs a WebAssembly
# build, whatever its code (web/README.md, "Speed and memory"): the access
# pattern alone (table-probe.c: 192 MiB, dependent random probes), built
# natively with gcc on 2 MiB pages and on 4 KiB pages, and for wasm32-wasi
# with clang, run under node; in turn, RUNS times each.  Prints each one's
# median CPU time (user + system) and the medians of each round's ratios.
#   web/test/table-ceiling.sh [RUNS] [PROBES]     (defaults 7, 20,000,000)
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-7} probes=${2:-20000000}
out=build/table-probe; mkdir -p "$out"
${CC:-gcc} -O2 -Wall -Wextra -o "$out/table-probe" web/test/table-probe.c
${WASM_CC:-clang} --target=wasm32-wasi -O2 -Wall -Wextra -o "$out/table-probe.wasm" web/test/table-probe.c
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
run() {  # run NAME COMMAND...: append the CPU seconds to $tmp/NAME
    local name=$1; shift
    /usr/bin/time -f '%U %S' -o "$tmp/time" "$@" > "$tmp/$name.out"
    awk '{ print $1 + $2 }' "$tmp/time" >> "$tmp/$name"
}
for i in $(seq "$runs"); do
    run huge "$out/table-probe" "$probes" huge
    run small "$out/table-probe" "$probes" small
    run wasm node web/test/run-wasi.mjs "$out/table-probe.wasm" "$probes"
done
cmp -s "$tmp/huge.out" "$tmp/wasm.out" && cmp -s "$tmp/small.out" "$tmp/wasm.out" ||
    { echo "table-ceiling: the checksums differ" >&2; exit 1; }
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
paste "$tmp/huge" "$tmp/small" "$tmp/wasm" > "$tmp/all"
huge=$(cut -f1 "$tmp/all" | median) small=$(cut -f2 "$tmp/all" | median) wasm=$(cut -f3 "$tmp/all" | median)
to_huge=$(awk '{ print $1 / $3 }' "$tmp/all" | median) to_small=$(awk '{ print $2 / $3 }' "$tmp/all" | median)
awk -v h="$huge" -v s="$small" -v w="$wasm" -v n="$probes" -v r="$runs" -v th="$to_huge" -v ts="$to_small" 'BEGIN {
    printf "%d probes, median CPU time of %d runs each:\n", n, r
    printf "  native, 2 MiB pages  %.2f s (%.0f ns a probe)\n", h, h / n * 1e9
    printf "  native, 4 KiB pages  %.2f s (%.0f ns a probe)\n", s, s / n * 1e9
    printf "  wasm under node      %.2f s (%.0f ns a probe)\n", w, w / n * 1e9
    printf "speed wasm/native, median of the rounds: on 2 MiB pages %.2f, on 4 KiB pages %.2f\n", th, ts }'
