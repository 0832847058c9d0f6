#!/usr/bin/env bats
# `make install` / `make uninstall` (Makefile section "docs and install")
# into a temporary DESTDIR: the engines in $(PREFIX)/games with mode 755,
# the manual pages in $(PREFIX)/share/man/man6 with mode 644, every page
# rendered by man-db without a warning, the documents the pages cite in
# $(PREFIX)/share/doc/micro-max, and uninstall leaving no file.

load lib/common

setup_file() {
    build_targets umax readable
    export DEST="$BATS_FILE_TMPDIR/dest"
    export PFX=/usr/local
    make -s install DESTDIR="$DEST" PREFIX="$PFX" > "$BATS_FILE_TMPDIR/install.log" 2>&1
}

@test "install: the executables in PREFIX/games, mode 755" {
    for p in umax40 umax42 umax43 umax48 readable40 readable42 readable43 readable48; do
        f=$DEST$PFX/games/$p
        [ -f "$f" ] || { echo "missing $f"; false; }
        [ "$(stat -c %a "$f")" = 755 ] || { echo "$f: mode $(stat -c %a "$f")"; false; }
        cmp -s "$f" "build/$p" || { echo "$f differs from build/$p"; false; }
    done
}

@test "install: the installed engine plays" {
    run bash -c "printf 'e2e4\n' | '$DEST$PFX/games/umax43' | tail -8 | head -1"
    [ "$status" -eq 0 ]
    [ "$output" = " r n b q k b n r " ]
    run "$DEST$PFX/games/readable40" --help
    [ "$status" -eq 0 ]
    [[ "$output" == *"micro-Max 4.0"* ]]
}

@test "install: manual pages in section 6, mode 644, nothing else" {
    m=$DEST$PFX/share/man/man6
    for p in umax readable umax40 umax42 umax43 umax48 readable40 readable42 readable43 readable48; do
        [ -f "$m/$p.6" ] || { echo "missing $m/$p.6"; false; }
        [ "$(stat -c %a "$m/$p.6")" = 644 ]
    done
    # two pages, and a program and its page for each program, and the
    # four documents
    n=$(find "$DEST$PFX/games" -type f | wc -l)
    [ "$(find "$DEST" -type f | wc -l)" -eq $((2 + 2 * n + 4)) ]
}

@test "install: every document a manual page names is installed where it says, README and LICENSE beside them" {
    local d=$DEST$PFX/share/doc/micro-max doc named=0
    for f in README.md LICENSE contract.md front-ends.md; do
        [ -f "$d/$f" ] && [ "$(stat -c %a "$d/$f")" = 644 ] || { echo "missing $d/$f"; false; }
    done
    cmp -s "$d/front-ends.md" docs/front-ends.md
    # each path under the doc directory that an installed page names exists
    for doc in $(grep -ho "$PFX/share/doc/micro-max/[A-Za-z.-]*[a-z]" "$DEST$PFX/share/man/man6"/*.6 | sort -u); do
        [ -f "$DEST$doc" ] || { echo "a page names $doc, not installed"; false; }
        named=$((named + 1))
    done
    [ "$named" -ge 2 ]
    # with another DOCDIR the pages name that one
    make -s install DESTDIR="$BATS_TEST_TMPDIR/d2" PREFIX=/opt/mm > /dev/null
    grep -q '/opt/mm/share/doc/micro-max/front-ends.md' "$BATS_TEST_TMPDIR/d2/opt/mm/share/man/man6/readable.6"
    [ -f "$BATS_TEST_TMPDIR/d2/opt/mm/share/doc/micro-max/front-ends.md" ]
}

@test "man pages render without warnings (man -l)" {
    command -v man >/dev/null || skip "man-db not installed"
    for p in man/umax.6 man/readable.6; do
        warn=$(MANWIDTH=80 man --warnings -l "$p" 2>&1 >/dev/null)
        [ -z "$warn" ] || { echo "$p: $warn"; false; }
        [ "$(MANWIDTH=80 man -l "$p" 2>/dev/null | wc -l)" -gt 20 ]
    done
    # the installed copies and the .so pages, found through MANPATH
    for p in umax43 readable40; do
        run env MANPATH="$DEST$PFX/share/man" MANWIDTH=80 man --warnings "$p"
        [ "$status" -eq 0 ]
        [[ "$output" == *"micro-Max"* ]]
    done
}

@test "readable.6 names every option of --help" {
    for o in $(build/readable43 --help | grep -o -- '--[a-z]*' | sort -u); do
        [ "$o" = --selftest ] && continue
        grep -qF -- "\\-\\-${o#--}" man/readable.6 || { echo "readable.6 misses $o"; false; }
    done
}

@test "uninstall removes exactly what was installed" {
    touch "$DEST$PFX/games/someone-elses-game"
    make -s uninstall DESTDIR="$DEST" PREFIX="$PFX"
    run find "$DEST" -type f
    [ "$output" = "$DEST$PFX/games/someone-elses-game" ]
    rm "$DEST$PFX/games/someone-elses-game"
}
