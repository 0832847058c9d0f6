#!/usr/bin/env bats
# web/toolchain-check.sh, which `make web` runs before its first build:
# on a machine that lacks a piece of the WebAssembly toolchain it names
# the Debian package to install, from the compiler's or linker's error.
# Each missing piece is made by a wrapper around the compiler (a copy of
# clang's resource directory without its wasm32 runtime, an empty
# sysroot, a linker that does not exist), or, without clang, by a stand-in
# that prints the error Debian's clang 14 prints; the machine's own
# toolchain must pass when it is there.

load lib/common

setup() {
    to_top
    W=$BATS_TEST_TMPDIR
}

# fake NAME MESSAGE: a compiler that prints MESSAGE and fails
fake() {
    printf '#!/bin/sh\ncase "$*" in *--version*) echo "Debian clang version 14.0.6"; exit 0;; esac\necho "%s" >&2\nexit 1\n' \
        "$2" > "$W/$1"
    chmod +x "$W/$1"
}

# wrap NAME ARGS...: clang with ARGS added (needs a working clang)
wrap() {
    local name=$1; shift
    printf '#!/bin/sh\nexec clang %s "$@"\n' "$*" > "$W/$name"
    chmod +x "$W/$name"
}

have_wasm_clang() {
    command -v clang >/dev/null && web/toolchain-check.sh clang 2>/dev/null
}

@test "web toolchain: the runtime library missing names libclang-rt-NN-dev-wasm32" {
    if have_wasm_clang; then
        cp -R "$(clang -print-resource-dir)" "$W/resource"
        rm -rf "$W/resource/lib/wasi"
        wrap cc -resource-dir "$W/resource"
        major=$(clang --version | sed -n 's/.*clang version \([0-9]*\).*/\1/p' | head -n 1)
    else
        fake cc "wasm-ld: error: cannot open /usr/lib/llvm-14/lib/clang/14.0.6/lib/wasi/libclang_rt.builtins-wasm32.a: No such file or directory"
        major=14
    fi
    run web/toolchain-check.sh "$W/cc"
    echo "$output"
    [ "$status" -eq 1 ]
    [[ "$output" == *"libclang_rt.builtins-wasm32.a"* ]]
    [[ "$output" == *"as root: apt-get install libclang-rt-$major-dev-wasm32" ]]
}

@test "web toolchain: no wasi-libc headers, no wasm-ld, no clang: each named" {
    if have_wasm_clang; then
        mkdir -p "$W/empty"
        wrap nolibc --sysroot="$W/empty"
        wrap nold -fuse-ld=/nonexistent/wasm-ld
    else
        fake nolibc "main.c:1:10: fatal error: 'stdio.h' file not found"
        fake nold 'clang: error: unable to execute command: Executable "wasm-ld" doesn'"'"'t exist!'
    fi
    run web/toolchain-check.sh "$W/nolibc"
    echo "$output"
    [ "$status" -eq 1 ]
    [[ "$output" == *"'stdio.h' file not found"*"as root: apt-get install wasi-libc" ]]
    run web/toolchain-check.sh "$W/nold"
    echo "$output"
    [ "$status" -eq 1 ]
    [[ "$output" == *"wasm-ld"*"as root: apt-get install lld" ]]
    run web/toolchain-check.sh "$W/no-such-clang"
    [ "$status" -eq 1 ]
    [[ "$output" == *"as root: apt-get install clang" ]]
}

@test "web toolchain: no python3 (make serve needs it) is named" {
    PYTHON=no-such-python3 run web/toolchain-check.sh "$W/no-such-clang"
    echo "$output"
    [ "$status" -eq 1 ]
    [[ "$output" == *"no no-such-python3 (make serve serves the site with it)"* ]]
    [[ "$output" == *"as root: apt-get install clang python3" ]]
}

@test "web toolchain: an error it does not know is shown as it is, and fails" {
    fake odd "odd: something unforeseen"
    run web/toolchain-check.sh "$W/odd"
    echo "$output"
    [ "$status" -eq 1 ]
    [[ "$output" == *"    odd: something unforeseen"* ]]
}

@test "web toolchain: this machine's passes when its packages are installed" {
    dpkg -s clang lld wasi-libc libclang-rt-14-dev-wasm32 >/dev/null 2>&1 || skip "the Debian packages are not installed"
    run web/toolchain-check.sh clang
    echo "$output"
    [ "$status" -eq 0 ]
    [ -z "$output" ]
}
