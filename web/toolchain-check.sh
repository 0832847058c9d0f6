#!/bin/sh
# toolchain-check.sh -- can this machine build the site?  `make web` runs
# it once, before its first WebAssembly build (web/web.mk).  It looks for
# node, npm and python3 (PYTHON: `make serve` serves the site with it),
# then compiles and links a small C program for wasm32-wasi
# as the build does (a command and a reactor) and, when a step fails, names
# from its error message the Debian package that is missing.  Exit 0 when
# all is there, 1 with the list otherwise.
#
#   web/toolchain-check.sh [CC]        (CC: clang, as WASM_CC in web.mk)
cc=${1:-clang}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
missing=""
say() { echo "make web: $1" >&2; }
lack() { say "$1: Debian's package $2 is needed"; missing="$missing $2"; }

command -v node >/dev/null 2>&1 || lack "no node (it assembles the site and runs its tests)" nodejs
command -v npm >/dev/null 2>&1 || lack "no npm (it installs the pinned board widget)" npm
command -v "${PYTHON:-python3}" >/dev/null 2>&1 || lack "no ${PYTHON:-python3} (make serve serves the site with it)" python3
if ! command -v "$cc" >/dev/null 2>&1; then
    lack "no $cc (the compiler for WebAssembly)" clang
else
    # clang's major version names its runtime library's package
    major=$("$cc" --version 2>/dev/null | sed -n 's/.*clang version \([0-9]*\).*/\1/p' | head -n 1)
    printf '#include <stdio.h>\nint main(void) { puts("ok"); return 0; }\n' > "$tmp/main.c"
    printf 'int answer(void) { return 42; }\n' > "$tmp/lib.c"
    # what each error names: the package that brings the missing file
    diagnose() {
        if grep -q "file not found" "$tmp/err"; then
            lack "no C library headers for wasm32-wasi ($(grep -o "'[^']*' file not found" "$tmp/err" | head -n 1))" wasi-libc
        elif grep -q 'wasm-ld' "$tmp/err" && grep -qi "not exist\|not found\|unable to execute\|invalid linker" "$tmp/err"; then
            lack "no WebAssembly linker (wasm-ld)" lld
        elif grep -q 'libclang_rt.builtins-wasm32' "$tmp/err"; then
            lack "no compiler runtime for wasm32 (libclang_rt.builtins-wasm32.a)" "libclang-rt-${major:-14}-dev-wasm32"
        elif grep -q 'crt1\|-lc\b\|libc\.a' "$tmp/err"; then
            lack "no C library for wasm32-wasi ($(grep -o 'cannot open [^:]*\|unable to find library [^ ]*' "$tmp/err" | head -n 1))" wasi-libc
        else
            say "$1 failed for wasm32-wasi, for a reason this check does not know:"
            sed 's/^/    /' "$tmp/err" >&2
            missing="$missing ?"
        fi
    }
    if ! "$cc" --target=wasm32-wasi -O2 -c -o "$tmp/main.o" "$tmp/main.c" 2> "$tmp/err"; then
        diagnose "compiling"
    elif ! "$cc" --target=wasm32-wasi -o "$tmp/main.wasm" "$tmp/main.o" 2> "$tmp/err"; then
        diagnose "linking"
    elif ! "$cc" --target=wasm32-wasi -mexec-model=reactor -o "$tmp/lib.wasm" "$tmp/lib.c" 2> "$tmp/err"; then
        diagnose "linking a library (a reactor)"
    fi
fi
[ -z "$missing" ] && exit 0
packages=$(printf '%s\n' $missing | grep -vx '?' | sort -u | paste -sd ' ' -)
# (as root, e.g. in a container, where there is no sudo; else with sudo)
[ -n "$packages" ] && say "install what is missing, as root: apt-get install $packages"
exit 1
