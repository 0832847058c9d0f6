#!/usr/bin/env bats
# bench's node count and a UCI search are the same on every platform that
# `make test-cross` covers (tests/full/cross.bats: aarch64 and s390x under
# qemu-user, clang, gcc -O0/-O3/-funsigned-char).  A platform whose tools
# are missing is skipped (a failure with CROSS_REQUIRED=1, as in
# cross.bats).  A few seconds.

load ../lib/common

setup_file() {
    to_top || return 1
    local want=(build/readable43 build/variant/{O0,O3,unsigned-char}/readable43)
    tests/cross-tools.sh clang > /dev/null && want+=(build/variant/clang/readable43)
    tests/cross-tools.sh aarch64 > /dev/null && want+=(build/cross/aarch64/readable43)
    tests/cross-tools.sh s390x > /dev/null && want+=(build/cross/s390x/readable43)
    make -s "${want[@]}" >&2
}

# run_on PLATFORM ARGS...: readable43 of that platform (or skip)
run_on() {
    local p=$1
    shift
    case $p in
        native) ./build/readable43 "$@" ;;
        aarch64|s390x)
            if ! tests/cross-tools.sh "$p" > /dev/null; then
                [ -n "${CROSS_REQUIRED:-}" ] && { echo "missing tools for $p" >&2; return 1; }
                return 3
            fi
            qemu-$p "build/cross/$p/readable43" "$@" ;;
        *)
            [ "$p" = clang ] && ! tests/cross-tools.sh clang > /dev/null && return 3
            "./build/variant/$p/readable43" "$@" ;;
    esac
}

@test "bench 5000 and a UCI search give the same output on every platform" {
    local p bench session native_bench native_session ran=0
    local input=$'position startpos moves e2e4\ngo nodes 20000\nposition fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1\ngo nodes 20000'
    native_bench=$(./build/readable43 bench 5000 | sed 's/ [0-9]* nps$//')
    native_session=$(./build/readable43 --uci <<< "$input" | sed -E 's/ time [0-9]+( nps [0-9]+)?//')
    for p in aarch64 s390x clang O0 O3 unsigned-char; do
        bench=$(run_on "$p" bench 5000) || { [ $? -eq 3 ] && continue; false; }
        [ "$(sed 's/ [0-9]* nps$//' <<< "$bench")" = "$native_bench" ] || { echo "$p: bench differs"; false; }
        session=$(run_on "$p" --uci <<< "$input" | sed -E 's/ time [0-9]+( nps [0-9]+)?//')
        [ "$session" = "$native_session" ] || { echo "$p: UCI session differs"; false; }
        ran=$((ran + 1))
    done
    echo "platforms: $ran"
    [ "$ran" -ge 3 ]
}
