#!/usr/bin/env bash
# The tools that `make test-cross` (tests/full/cross.bats) needs, checked for
# real: a cross compiler that links a static program, the user-mode emulator
# that runs it, and clang.
#
#   tests/cross-tools.sh [WHAT...]  print the missing Debian packages on
#                                   one line (nothing when all are there);
#                                   exit 1 when something is missing.  WHAT:
#                                   aarch64, s390x, clang (default: all)
#   tests/cross-tools.sh qemu ARCH  print the emulator command for ARCH
#
# The Debian packages (bookworm):
#   gcc-aarch64-linux-gnu libc6-dev-arm64-cross   aarch64: plain char unsigned
#   gcc-s390x-linux-gnu   libc6-dev-s390x-cross   s390x: big-endian (and
#                                                 plain char unsigned)
#   qemu-user (or qemu-user-static)               qemu-aarch64, qemu-s390x
#   clang
set -u

# The emulator for an architecture: qemu-user's, or qemu-user-static's.
qemu_for() {
    command -v "qemu-$1" 2>/dev/null || command -v "qemu-$1-static" 2>/dev/null
}

if [ "${1:-}" = qemu ]; then
    qemu_for "$2" || { echo "$0: no qemu-$2 (Debian package qemu-user)" >&2; exit 1; }
    exit 0
fi

missing=()
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf 'int main(void) { return 0; }\n' > "$tmp/t.c"

want=("$@")
[ ${#want[@]} -gt 0 ] || want=(aarch64 s390x clang)
for arch in "${want[@]}"; do
    [ "$arch" = clang ] && continue
    case $arch in aarch64) libc=libc6-dev-arm64-cross ;; *) libc=libc6-dev-$arch-cross ;; esac
    if ! command -v "$arch-linux-gnu-gcc" >/dev/null 2>&1; then
        missing+=("gcc-$arch-linux-gnu" "$libc")
    elif ! "$arch-linux-gnu-gcc" -static -o "$tmp/t-$arch" "$tmp/t.c" >/dev/null 2>&1; then
        missing+=("$libc")          # the compiler is there, its C library is not
    fi
    if [ -z "$(qemu_for "$arch")" ]; then
        [[ " ${missing[*]} " == *" qemu-user "* ]] || missing+=(qemu-user)
    fi
done
if [[ " ${want[*]} " == *" clang "* ]]; then
    command -v clang >/dev/null 2>&1 || missing+=(clang)
fi

[ ${#missing[@]} -eq 0 ] && exit 0
echo "${missing[*]}"
exit 1
