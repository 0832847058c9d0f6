#!/usr/bin/env bats
# `make dist` (Makefile, "release"): the committed tree as
# build/micro-max-RELEASE.tar.gz, named with the release of
# readable/front/release.h; unpacked elsewhere it builds and plays, and
# its programs report that release.  About 10 s of CPU (one build of
# readable48 and umax48 from the tarball).

load lib/common

setup_file() {
    to_top
    command -v git >/dev/null && git rev-parse --git-dir >/dev/null 2>&1 ||
        skip "make dist packs the git tree: not a git checkout"
    make -s dist > "$BATS_FILE_TMPDIR/dist.log" 2>&1
}

@test "dist: the tarball is named with the release and unpacks into micro-max-RELEASE/" {
    local r tarball
    r=$(release)
    [[ $r =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]]
    [ "$(make -s version)" = "$r" ]
    tarball=build/micro-max-$r.tar.gz
    [ -s "$tarball" ]
    # every path under the one directory; the licence and the sources in it
    [ -z "$(tar tzf "$tarball" | grep -v "^micro-max-$r/")" ]
    tar tzf "$tarball" | grep -qx "micro-max-$r/LICENSE"
    tar tzf "$tarball" | grep -qx "micro-max-$r/readable/front/release.h"
    # the committed tree, nothing of build/
    ! tar tzf "$tarball" | grep -q "^micro-max-$r/build/"
}

@test "dist: unpacked elsewhere, it builds, plays and reports its release" {
    local r d=$BATS_TEST_TMPDIR
    r=$(release)
    tar xzf "build/micro-max-$r.tar.gz" -C "$d"
    make -s -C "$d/micro-max-$r" build/readable48 build/umax48 > "$d/build.log" 2>&1 ||
        { cat "$d/build.log"; false; }
    run "$d/micro-max-$r/build/readable48" --version
    [ "$output" = "micro-Max 4.8 readable $r" ]
    run bash -c "printf 'uci\nposition startpos\ngo nodes 1000\n' | '$d/micro-max-$r/build/readable48' --uci"
    [ "${lines[0]}" = "id name micro-Max 4.8 readable $r" ]
    [[ ${lines[-1]} == "bestmove "* ]]
    # the minimized program: e2e4 played, the board printed
    run bash -c "printf 'e2e4\n' | '$d/micro-max-$r/build/umax48' | tail -8 | head -1"
    [ "$output" = "rnbqkbnr" ]
}
