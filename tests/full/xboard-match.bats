#!/usr/bin/env bats
# A real game against a real client: the xboard GUI (Debian package
# xboard), headless under xvfb-run (package xvfb), runs a two-game match
# of `readable43 --xboard --nodes 20000` against Debian's Fairy-Max
# (package fairymax), each engine playing White once.  Both games must end
# with a result, and neither side may be reported for an illegal move, a
# false claim or a crash.  About a minute or two.
#
# The command line (also in docs/front-ends.md, "xboard mode"):
#
#   HOME=DIR xvfb-run -a xboard -noGUI -mg 2 \
#       -fcp "build/readable43 --xboard --nodes 20000" -fd DIR \
#       -scp /usr/games/fairymax -sd DIR \
#       -tc 0:30 -inc 0 -xponder -sgf DIR/games.pgn \
#       -debug -nameOfDebugFile DIR/xboard.debug \
#       -saveSettingsOnExit false -settingsFile DIR/xboardrc -xexit
#
# HOME and -settingsFile keep xboard away from the user's settings; -xexit
# skips the final dialog; Fairy-Max gets 30 seconds for the game.

XBOARD=${XBOARD:-/usr/games/xboard}
FAIRYMAX=${FAIRYMAX:-/usr/games/fairymax}

load ../lib/common

setup_file() { build_targets build/readable43; }

setup() {
    to_top
    local p
    for p in xvfb-run "$XBOARD" "$FAIRYMAX"; do
        command -v "$p" >/dev/null ||
            skip "$p is missing (apt-get install xboard xvfb fairymax)"
    done
}

@test "xboard match: readable43 --xboard --nodes 20000 against Fairy-Max, 2 games" {
    local dir=$BATS_TEST_TMPDIR/match engine
    mkdir -p "$dir"
    engine="$PWD/build/readable43 --xboard --nodes 20000"
    HOME=$dir timeout 900 xvfb-run -a "$XBOARD" -noGUI -mg 2 \
        -fcp "$engine" -fd "$dir" -scp "$FAIRYMAX" -sd "$dir" \
        -tc 0:30 -inc 0 -xponder -sgf "$dir/games.pgn" \
        -debug -nameOfDebugFile "$dir/xboard.debug" \
        -saveSettingsOnExit false -settingsFile "$dir/xboardrc" -xexit \
        > "$dir/xboard.out" 2>&1 || { tail -20 "$dir/xboard.out"; return 1; }
    cp "$dir/games.pgn" "$dir/xboard.debug" "$BATS_FILE_TMPDIR/" 2>/dev/null || true

    # two games, both with a result, readable playing each colour once
    [ "$(grep -c '^\[Result "\(1-0\|0-1\|1/2-1/2\)"\]' "$dir/games.pgn")" -eq 2 ]
    [ "$(grep -c '^\[White "micro-Max 4.3 readable [0-9.]*"\]' "$dir/games.pgn")" -eq 1 ]
    [ "$(grep -c '^\[Black "micro-Max 4.3 readable [0-9.]*"\]' "$dir/games.pgn")" -eq 1 ]
    # no illegal move, false claim, forfeit or crash, in the games or the log
    ! grep -i -E 'illegal|invalid|forfeit|false|crash|exit' "$dir/games.pgn" || false
    ! grep -E '^[0-9]+ <(first|second): *Illegal move' "$dir/xboard.debug" || false
    # every move our engine sent was accepted: xboard never answered one
    # with an error
    ! grep -E '^[0-9]+ <first *: *Error' "$dir/xboard.debug" || false
    # the engine answered the protocol's questions
    grep -q '<first : feature setboard=1 usermove=1 ping=1' "$dir/xboard.debug"
    grep -q '<first : pong ' "$dir/xboard.debug"
    grep -q '<first : move ' "$dir/xboard.debug"
}
