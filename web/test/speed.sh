#!/usr/bin/env bash
# speed.sh -- the WebAssembly build against the native one, in one run:
# the same input (d2d4, then two engine moves of 4.3 at the default budget
# of a million nodes) through build/readable43 and, under node, through
# build/web/readable43.wasm, alternately, RUNS times each.  Prints each
# one's user+system time, node count (the kibitz lines must agree) and peak
# memory (maximum resident set size), and the node-rate ratio wasm/native.
#   web/test/speed.sh [RUNS]     (make web first)
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-3}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
printf 'd2d4\n\n\n' > "$tmp/in"
run() {  # run NAME COMMAND...: append "seconds kilobytes" to $tmp/NAME
    local name=$1; shift
    /usr/bin/time -f '%U %S %M' -o "$tmp/time" "$@" < "$tmp/in" > "$tmp/$name.out"
    awk '{ print $1 + $2, $3 }' "$tmp/time" >> "$tmp/$name"
}
for i in $(seq "$runs"); do
    run native build/readable43 --kibitz
    run wasm node web/test/run-wasi.mjs build/web/readable43.wasm --kibitz
done
cmp -s "$tmp/native.out" "$tmp/wasm.out" || { echo "speed: the two transcripts differ" >&2; exit 1; }
nodes=$(awk '/ply,/ { last = $3 } / r n b q k b n r / && last { sum += last; last = 0 } END { print sum + last }' "$tmp/native.out")
for name in native wasm; do
    awk -v name=$name -v nodes=$nodes '{ t += $1; if ($2 > m) m = $2 } END {
        printf "%-7s %.2f s a run (mean of %d), %d nodes, %.0f nodes/s, peak memory %.0f MB\n",
               name, t / NR, NR, nodes, nodes * NR / t, m / 1024 }' "$tmp/$name"
done | tee "$tmp/summary"
awk 'NR == 1 { n = $11 } NR == 2 { printf "node rate wasm/native: %.2f\n", $11 / n }' FS='[ ,]+' "$tmp/summary"
