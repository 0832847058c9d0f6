#!/usr/bin/env bats
# `make docs`: docs/side-by-side.html from tools/side-by-side.sh.  The page
# covers every line of code of every minimized source; the generator
# refuses a line without explanation, a tag without marker, a marker that
# points nowhere and a tag marked twice (each tried on a scratch copy of
# the sources); the page renders in headless Chromium (skipped without it).

load lib/common

setup() {
    to_top
    W=$BATS_TEST_TMPDIR
}

# a scratch copy of the sources to break
copy_sources() {
    mkdir -p "$W/umax" "$W/readable"
    cp umax/umax40.c umax/umax42.c umax/umax43.c umax/umax48.c "$W/umax/"
    cp -R readable/engine readable/front "$W/readable/"
}

gen() {   # gen: the generator on the scratch copy
    tools/side-by-side.sh -o "$W/page.html" -r "$W/readable" \
        "$W/umax/umax40.c" "$W/umax/umax42.c" "$W/umax/umax43.c" "$W/umax/umax48.c"
}

@test "docs: the page links every line of code of every version" {
    run tools/side-by-side.sh -o "$W/page.html"
    [ "$status" -eq 0 ]
    for v in 40 42 43 48; do
        # lines of code, counted independently: not blank, not inside the
        # header comment (the first lines, up to the one ending in */)
        code=$(awk 'h { if (/\*\/ *$/) h = 0; next } FNR == 1 && /^\/\*/ { h = !/\*\/ *$/; next }
                    /[^ ]/ { n++ } END { print n }' umax/umax$v.c)
        linked=$(sed -n "s/.*<section id=\"umax$v\">\\(.*\\)/\\1/p" "$W/page.html" \
                 | sed 's|</section>.*||' | grep -o 'class="l"' | wc -l)
        echo "umax$v: $code lines of code, $linked linked"
        [ "$code" -gt 50 ]
        [ "$linked" -eq "$code" ]
    done
}

@test "docs: every link has its target on the page" {
    tools/side-by-side.sh -o "$W/page.html"
    grep -o 'href="#m-[a-z0-9-]*"' "$W/page.html" | sort -u | sed 's/href="#//; s/"$//' > "$W/links"
    grep -o 'id="m-[a-z0-9-]*"' "$W/page.html" | sort -u | sed 's/id="//; s/"$//' > "$W/ids"
    [ "$(wc -l < "$W/links")" -gt 40 ]
    run comm -23 "$W/links" "$W/ids"
    [ -z "$output" ]
}

@test "docs: the page carries the readable explanation beside the code" {
    tools/side-by-side.sh -o "$W/page.html"
    grep -q '<h2>readable/engine/search.c</h2>' "$W/page.html"
    # the futility tag of 4.2 leads to the futility comment of search.c
    grep -q '<a id="m-futility"></a><span class="n">[0-9]*</span> *\/\* @umax:futility \*\/' "$W/page.html"
    grep -q 'Futility pruning (4.2 and later)' "$W/page.html"
}

@test "docs: a line of code without a tag fails, naming the line" {
    copy_sources
    sed -i 's| /\*@hash-store\*/||' "$W/umax/umax42.c"
    line=$(grep -n '\*a=Z;a\[1\]=m' "$W/umax/umax42.c" | cut -d: -f1)
    run gen
    [ "$status" -ne 0 ]
    [[ "$output" == *"umax42.c:$line: no explanation"* ]]
    [ ! -e "$W/page.html" ]
}

@test "docs: a tag without a marker fails" {
    copy_sources
    sed -i 's|/\*@kibitz\*/|/*@no-such-tag*/|' "$W/umax/umax43.c"
    run gen
    [ "$status" -ne 0 ]
    [[ "$output" == *"tag no-such-tag: no @umax:no-such-tag marker"* ]]
    [ ! -e "$W/page.html" ]
}

@test "docs: a marker that points nowhere fails" {
    copy_sources
    echo '/* @umax:orphan */' >> "$W/readable/engine/board.c"
    run gen
    [ "$status" -ne 0 ]
    [[ "$output" == *"board.c:"*"marker @umax:orphan points nowhere"* ]]
    [ ! -e "$W/page.html" ]
}

@test "docs: a tag marked twice fails" {
    copy_sources
    echo '/* @umax:futility */' >> "$W/readable/engine/board.c"
    run gen
    [ "$status" -ne 0 ]
    [[ "$output" == *"marker @umax:futility: already marked at"* ]]
}

@test "docs: the scratch copy itself passes (the failures above are the edits)" {
    copy_sources
    run gen
    [ "$status" -eq 0 ]
    [ -s "$W/page.html" ]
}

@test "docs: make docs writes docs/side-by-side.html" {
    run make -s docs
    [ "$status" -eq 0 ]
    [ -s docs/side-by-side.html ]
}

@test "docs: the page renders in headless Chromium (screenshot)" {
    browser=$(command -v chromium || command -v chromium-browser || true)
    [ -n "$browser" ] || skip "chromium not installed (Debian: apt-get install chromium)"
    tools/side-by-side.sh -o "$W/page.html"
    timeout 120 "$browser" --headless --no-sandbox --disable-gpu \
        --disable-background-networking --no-first-run --window-size=1400,900 \
        --screenshot="$W/shot.png" "file://$W/page.html#m-hash-probe" \
        > "$W/chromium.log" 2>&1 || { cat "$W/chromium.log"; false; }
    [ -s "$W/shot.png" ]
    # a PNG of the right size...
    [ "$(head -c 8 "$W/shot.png" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ]
    [ "$(od -An -tu1 -j16 -N8 "$W/shot.png" | awk '{print $3*256+$4, $7*256+$8}')" = "1400 900" ]
    # ...that is not blank: a uniform page compresses to a few kilobytes,
    # two panes of text do not
    [ "$(stat -c %s "$W/shot.png")" -gt 50000 ]
}
