#!/usr/bin/env bats
# make test-full: the site of `make web` in a real browser, Debian's
# headless Chromium driven by puppeteer-core (web/test/browser.mjs), at
# 1280x800 and 390x844: play e2e4 by clicking and get the native build's
# reply and kibitz lines at the same node budget; open the engine's own
# search from a kibitz row and five plies down its PV, every node count
# checked against the kibitz lines; bad input gets a message; the
# explorer, the side-by-side link, the move list, hint, take back, version
# switch and reload keep the game; the page's memory through 30
# explorations and 5 stopped searches; set-ups that are over say so; mate,
# copy the PGN and the FEN; nothing overflows sideways, no text under
# 12 px; no console error; pgn-extract reads the page's PGN move for move.
# Also what a player without a mouse or eyes needs: each move and check
# said in SAN, a stopped search's rows inert, Hint's own tree, the side
# you play kept, names in words, the tree's rows wrapping at 360 px, and
# axe-core on the play page, the tree and the side-by-side page, at
# 1280x800 and 360x640.
# Screenshots, PGN files and memory.json stay in build/web-test/.  Skipped
# without chromium (Debian: apt-get install chromium); make web needs npm
# and the npm registry the first time.

load ../lib/common

setup_file() {
    to_top
    [ -x /usr/bin/chromium ] || skip "needs /usr/bin/chromium"
    command -v node >/dev/null || skip "needs node"
    make -s readable >/dev/null
    make -s web >/dev/null
}

@test "web: the site in headless Chromium (screenshots in build/web-test/)" {
    rm -rf build/web-test
    run timeout 600 node web/test/browser.mjs build/web build/readable43 build/web-test
    echo "$output"
    [ "$status" -eq 0 ]
    # every step of browser.mjs ran and passed
    [ "$(grep -c '^ok - ' <<<"$output")" -eq "$(grep -c 'await ok(' web/test/browser.mjs)" ]
    for shot in play search explorer side-by-side phone-play phone-search phone-360-search phone-side-by-side; do
        [ "$(head -c 8 build/web-test/$shot.png | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ]
    done
}

@test "web: the page's PGN is read back move for move by pgn-extract" {
    extract=$(command -v pgn-extract || echo /usr/games/pgn-extract)
    [ -x "$extract" ] || skip "needs pgn-extract (Debian: apt-get install pgn-extract)"
    [ -s build/web-test/game.pgn ] && [ -s build/web-test/mate.pgn ]
    # every move is read (an illegal or ambiguous SAN is an error on stderr)
    run "$extract" -s -Wuci build/web-test/game.pgn
    echo "$output"
    [ "$status" -eq 0 ]
    [[ "$output" =~ $'\n'"e2e4 "[a-h][1-8][a-h][1-8]" d2d4 "[a-h][1-8][a-h][1-8]" *" ]]
    run "$extract" -s -Wuci build/web-test/mate.pgn
    echo "$output"
    [[ "$output" == *$'\na1a8 1-0'* ]]
}

@test "web: make web builds a site that needs no network" {
    for f in index.html app.js engine-worker.js wasi.js explorer.js chess.js sources.json \
             side-by-side.html vendor/cm-chessboard/LICENSE.txt $(printf 'engine%s.wasm readable%s.wasm ' 40 40 42 42 43 43); do
        [ -s build/web/$f ] || { echo "missing build/web/$f"; false; }
    done
    # nothing is loaded from another host
    run grep -rlE '(src|href)="(https?:)?//' build/web --include='*.html' --include='*.js'
    [ -z "$output" ]
    run grep -rlE "(import|from) +['\"]https?:" build/web --include='*.js'
    [ -z "$output" ]
}

@test "web: make serve prints the address and serves the site there" {
    command -v python3 >/dev/null || skip "needs python3"
    port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    setsid make -s serve PORT=$port > "$BATS_TEST_TMPDIR/serve.log" 2>&1 &
    pid=$!
    page=""
    for _ in $(seq 300); do   # 60 s: only a server that never starts takes that long
        page=$(python3 -c 'import sys, urllib.request; print(urllib.request.urlopen(sys.argv[1]).read().decode())' \
               "http://127.0.0.1:$port/" 2>/dev/null) && break
        sleep 0.2
    done
    kill -- -$pid
    cat "$BATS_TEST_TMPDIR/serve.log"
    grep -q "http://127.0.0.1:$port/" "$BATS_TEST_TMPDIR/serve.log"
    [[ "$page" == *"<title>micro-Max in the browser"* ]]
}
