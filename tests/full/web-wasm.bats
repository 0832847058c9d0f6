#!/usr/bin/env bats
# make test-full: the readable port compiled to WebAssembly (make web's
# command build, readableNN.wasm) reproduces the golden kibitz transcripts byte
# for byte under node, for every version: node's own WASI for a few short
# cases of each kind, and the page's WASI layer (web/src/wasi.js) for one;
# and the library build the page plays with (engineNN.wasm) gives the native
# build's kibitz lines and moves in a short game, with each engine search
# run again and opened six plies deep and an explorer search compared with
# the native --trace between the moves, and bad input refused without a
# change of the position (web/test/glue.mjs); the command build reports a
# bad option as the native one does.
# Skipped when the tools are missing (Debian: clang lld wasi-libc
# libclang-rt-14-dev-wasm32 nodejs).

load ../lib/common

setup_file() {
    to_top
    command -v node >/dev/null && command -v wasm-ld >/dev/null && [ -d /usr/include/wasm32-wasi ] ||
        skip "needs node, wasm-ld and wasi-libc"
    make -s $(printf 'build/web/readable%s.wasm ' 40 42 43 48) >/dev/null
}

CASES=opening-01,random-00,special-ep-input,special-castle-kingside

@test "web: readable40/42/43/48.wasm --kibitz under node's WASI: golden cases" {
    for v in 40 42 43 48; do
        run tests/golden.sh -j 2 kibitz $v $CASES -- node web/test/run-wasi.mjs build/web/readable$v.wasm --kibitz
        echo "$output"; [ "$status" -eq 0 ]
        [[ "$output" == *"4 passed, 0 failed"* ]]
    done
}

@test "web: readable40/42/43/48.wasm under the page's WASI layer: golden cases" {
    for v in 40 42 43 48; do
        run tests/golden.sh -j 2 kibitz $v special-illegal-inputs -- node web/test/run-wasi.mjs --shim build/web/readable$v.wasm --kibitz
        echo "$output"; [ "$status" -eq 0 ]
        [[ "$output" == *"1 passed, 0 failed"* ]]
    done
}

@test "web: the wasm build reports a bad option like the native one" {
    run node web/test/run-wasi.mjs build/web/readable43.wasm --nodes x
    [ "$status" -eq 2 ]
    [[ "$output" == *"--nodes needs a number"* ]]
}

@test "web: engine40/42/43/48.wasm (the page's engine): a short game as the native build plays it, its searches re-run and opened; bad input refused" {
    make -s $(printf 'build/web/engine%s.wasm ' 40 42 43 48) readable >/dev/null
    for v in 40 42 43 48; do
        run node web/test/glue.mjs $v build/readable$v
        echo "$output"; [ "$status" -eq 0 ]
        [[ "$output" == *"the kibitz lines of e2e4, engine, d2d4, engine are the native build's"* ]]
        [[ "$output" == *"the re-run root's iterations count what the kibitz lines count"* ]]
        [[ "$output" == *"prints the native --trace"* ]]
        [[ "$output" != *"not ok"* ]]
    done
}
