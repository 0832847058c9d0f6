#!/usr/bin/env bash
# speed.sh -- the WebAssembly build against the native one, in one run:
# the same input (d2d4, then two engine moves of 4.3 at the default budget
# of a million nodes) through build/readable43 and, under node, through
# build/web/readable43.wasm, alternately, RUNS times each.  Prints each
# one's user+system time, node count (the kibitz lines must agree) and peak
# memory (maximum resident set size), and the node-rate ratio wasm/native:
# of the means, and the median of each pair's.
#   web/test/speed.sh [--engine] [RUNS]     (make web first)
#   web/test/speed.sh --callgrind
# --engine runs the page's engine instead (build/web/engine43.wasm, the
# library build with the hash journal, through web/test/engine-run.mjs as
# the page's worker drives it); then only the kibitz lines are compared.
# NATIVE=PROGRAM pairs the wasm build with another native build of 4.3,
# e.g. one whose hash table stays on 4 KiB pages as the wasm build's does:
#   make BUILD=build/4k CFLAGS='-O2 -DHASH_HUGE_PAGES=0' build/4k/readable43
#   NATIVE=build/4k/readable43 web/test/speed.sh
# VS=PROGRAM runs that native build of 4.3 in the wasm build's place (the
# lines say "wasm" still), to compare two native builds:
#   VS=build/4k/readable43 web/test/speed.sh
# --callgrind counts instructions instead (valgrind; independent of the
# machine's load): d2d4 and one engine move at 300,000 nodes, both builds,
# and node's own start-up and compilation (the wasm program with --help),
# which is subtracted.
set -euo pipefail
cd "$(dirname "$0")/../.."
native_program=${NATIVE:-build/readable43}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
if [ "${1:-}" = --callgrind ]; then
    printf 'd2d4\n\n' > "$tmp/in"
    count() {  # count ARGS...: instructions of one run
        valgrind --tool=callgrind --smc-check=all-non-file --callgrind-out-file="$tmp/cg" "$@" \
            < "$tmp/in" 2>&1 >"$tmp/out" | sed -n 's/.*Collected : //p'
    }
    native=$(count "$native_program" --nodes 300000); cp "$tmp/out" "$tmp/native.out"
    wasm=$(count node web/test/run-wasi.mjs build/web/readable43.wasm --nodes 300000)
    cmp -s "$tmp/native.out" "$tmp/out" || { echo "speed: the two transcripts differ" >&2; exit 1; }
    startup=$(count node web/test/run-wasi.mjs build/web/readable43.wasm --help)
    awk -v n="$native" -v w="$wasm" -v s="$startup" 'BEGIN {
        printf "native %.0f instructions; wasm under node %.0f, of which %.0f start-up and compilation\n", n, w, s
        printf "instructions native/wasm for the search: %.2f\n", n / (w - s) }'
    exit 0
fi
wasm_command=(node web/test/run-wasi.mjs build/web/readable43.wasm --kibitz)
same() { cmp -s "$tmp/native.out" "$tmp/wasm.out"; }
if [ -n "${VS:-}" ]; then     # another native build in the wasm build's place
    wasm_command=("$VS" --kibitz)
elif [ "${1:-}" = --engine ]; then
    shift
    wasm_command=(node web/test/engine-run.mjs build/web/engine43.wasm 1000000 d2d4 - -)
    same() { grep 'ply,' "$tmp/native.out" | cmp -s - "$tmp/wasm.out"; }
fi
runs=${1:-3}
printf 'd2d4\n\n\n' > "$tmp/in"
run() {  # run NAME COMMAND...: append "seconds kilobytes" to $tmp/NAME
    local name=$1; shift
    /usr/bin/time -f '%U %S %M' -o "$tmp/time" "$@" < "$tmp/in" > "$tmp/$name.out" 2> "$tmp/$name.err"
    awk '{ print $1 + $2, $3, $1 }' "$tmp/time" >> "$tmp/$name"
}
for i in $(seq "$runs"); do
    run native "$native_program" --kibitz
    run wasm "${wasm_command[@]}"
done
same || { echo "speed: the two transcripts differ" >&2; exit 1; }
nodes=$(awk '/ply,/ { last = $3 } / r n b q k b n r / && last { sum += last; last = 0 } END { print sum + last }' "$tmp/native.out")
for name in native wasm; do
    awk -v name=$name -v nodes=$nodes '{ t += $1; if ($2 > m) m = $2 } END {
        printf "%-7s %.2f s a run (mean of %d), %d nodes, %.0f nodes/s, peak memory %.0f MiB\n",
               name, t / NR, NR, nodes, nodes * NR / t, m / 1024 }' "$tmp/$name"
done | tee "$tmp/summary"
awk 'NR == 1 { n = $11 } NR == 2 { printf "node rate wasm/native: %.2f\n", $11 / n }' FS='[ ,]+' "$tmp/summary"
# each pair's ratio (the runs of a pair ran one after the other), and
# their median; also of the user time alone (the native program's system
# time varies with how fast the kernel finds it 2 MiB pages)
median() { sort -n | awk '{ v[NR] = $1 } END { printf "%.2f", v[int((NR + 1) / 2)] }'; }
paste "$tmp/native" "$tmp/wasm" > "$tmp/pairs"
echo "node rate wasm/native, median of the $runs pairs: $(awk '{ print $1 / $4 }' "$tmp/pairs" | median)" \
     "(user time alone: $(awk '{ print $3 / $6 }' "$tmp/pairs" | median))"
