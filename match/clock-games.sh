#!/usr/bin/env bash
# clock-games.sh: micro-Max on a real clock (no --nodes), to measure how
# it spends its time (docs/front-ends.md, "Time and depth").
#
#   match/clock-games.sh xboard TC INC GAMES OUTDIR [VERSION]
#       readable VERSION (default 43) --xboard against Debian's Fairy-Max
#       under the real xboard, headless: xboard -tc TC -inc INC (TC in
#       minutes or min:sec), GAMES games, colours alternating, openings
#       from match/openings.pgn (a new one every two games)
#   match/clock-games.sh fastchess TC GAMES OUTDIR [V1 V2]
#       readable V1 (43) against readable V2 (42), both through UCI, under
#       fastchess (FASTCHESS=path; build it from its sources), tc=TC
#       (fastchess's form: 60+1, 10+0.1)
#   match/clock-games.sh summary NAME PGN...
#       one line per game for the engine whose name contains NAME: its
#       moves, the longest, the mean, and its clock left at the end (from
#       the move-time comments: fastchess's tl=, or for xboard's games the
#       clock less the times, which xboard rounds to 0.1 s; INC=0.1 when
#       the TimeControl tag lost the increment), then a total line
#   match/clock-games.sh xboard-summary INC DEBUGLOG...
#       the same for micro-Max from xboard's debug log (OUTDIR/xboard.debug),
#       to the millisecond, and the time spent on iterations thrown away
#
# The games are saved in OUTDIR/games.pgn.  Needs xboard, xvfb, fairymax
# (Debian packages), or a fastchess binary.
set -euo pipefail
cd "$(dirname "$0")/.."
XBOARD=${XBOARD:-/usr/games/xboard}
FAIRYMAX=${FAIRYMAX:-/usr/games/fairymax}
FASTCHESS=${FASTCHESS:-fastchess}
BIN=${BIN:-$PWD/build}     # where readableNN are (a copy keeps a rebuild out of a run)

case ${1:-} in
xboard)
    tc=$2 inc=$3 games=$4 out=$5 v=${6:-43}
    mkdir -p "$out"
    out=$(cd "$out" && pwd)
    HOME=$out xvfb-run -a "$XBOARD" -noGUI -mg "$games" \
        -lgf match/openings.pgn -lgi -2 \
        -fcp "$BIN/readable$v --xboard" -fd "$out" \
        -scp "$FAIRYMAX" -sd "$out" -tc "$tc" -inc "$inc" -xponder \
        -reuseFirst false -reuseSecond false \
        -sgf "$out/games.pgn" -debug -nameOfDebugFile "$out/xboard.debug" \
        -saveSettingsOnExit false -settingsFile "$out/xboardrc" -xexit \
        > "$out/xboard.out" 2>&1
    ;;
fastchess)
    tc=$2 games=$3 out=$4 v1=${5:-43} v2=${6:-42}
    mkdir -p "$out"
    "$FASTCHESS" -engine cmd="$BIN/readable$v1" name="micro-Max $v1" \
        -engine cmd="$BIN/readable$v2" name="micro-Max $v2" \
        -each tc="$tc" -openings file=match/openings.pgn format=pgn order=sequential \
        -repeat -rounds $(( (games + 1) / 2 )) -concurrency 1 \
        -pgnout file="$out/games.pgn" timeleft=true > "$out/fastchess.out" 2>&1
    ;;
summary)
    name=$2; shift 2
    # xboard writes {score/depth seconds}, fastchess {score/depth 1.234s,
    # tl=12.345s}; the TimeControl tag gives the clock when tl is missing
    cat "$@" | awk -v name="$name" -v inc_given="${INC:-}" '
        function finish() {
            if (mine == "") return
            if (left == "") left = base + inc * moves - used
            printf "%s game %d: %d moves, longest %.2f s, mean %.2f s, clock left %.2f s\n", \
                name, ++game, moves, longest, moves ? used / moves : 0, left
            all_moves += moves; all_used += used
            if (longest > worst) worst = longest
            if (lowest == "" || left < lowest) lowest = left
        }
        /^\[Event / { finish(); mine = ""; moves = used = longest = 0; left = ""; ply = 0 }
        /^\[White "/ { if (index($0, name)) mine = "w" }
        /^\[Black "/ { if (index($0, name)) mine = "b" }
        /^\[TimeControl "/ { tc = $2; gsub(/"|\]/, "", tc); split(tc, p, "+"); base = p[1]; inc = inc_given != "" ? inc_given + 0 : p[2] + 0 }
        /^\[/ { next }
        {
            text = text $0 " "
        }
        /^$/ && text != "" {
            # walk the movetext: a comment after each move
            n = split(text, chars, "")
            i = 1
            while (i <= n) {
                c = chars[i]
                if (c == "{") {
                    j = i; while (j <= n && chars[j] != "}") j++
                    comment = substr(text, i + 1, j - i - 1)
                    side = (ply % 2 == 1) ? "w" : "b"
                    if (side == mine && match(comment, /\/[0-9]+( [0-9.]+s?)?/)) {
                        # (xboard leaves out a time below 0.05 s)
                        split(substr(comment, RSTART + 1, RLENGTH - 1), f, " ")
                        t = f[2]; sub(/s$/, "", t); t += 0
                        moves++; used += t; if (t > longest) longest = t
                        if (match(comment, /tl=[0-9.]+s/))
                            left = substr(comment, RSTART + 3, RLENGTH - 4) + 0
                    }
                    i = j + 1; continue
                }
                if (c ~ /[a-zA-Z]/ && (i == 1 || chars[i - 1] == " ")) {
                    j = i; while (j <= n && chars[j] != " ") j++
                    word = substr(text, i, j - i)
                    if (word !~ /^[0-9]/) ply++
                    i = j; continue
                }
                i++
            }
            text = ""
        }
        END {
            finish()
            if (game) printf "%s: %d games, %d moves, longest %.2f s, mean %.2f s, least clock left at the end %.2f s\n", \
                name, game, all_moves, worst, all_used / all_moves, lowest
        }'
    ;;
xboard-summary)
    # From xboard's debug log (engine "first", micro-Max): each move's time
    # from the command that made it think (time/otim/go, or the opponent's
    # move) to its move, to the millisecond; the clock left after the
    # move (the clock xboard sent, less the time, plus INC); and the time
    # spent after the last thinking line, that is on an iteration that
    # was stopped and thrown away.
    inc=$2; shift 2
    cat "$@" | awk -v inc="$inc" '
        function finish() {
            if (!moves) return
            printf "game %d: %d moves, longest %.2f s, mean %.2f s, clock left %.2f s, thrown away %.2f s in %d moves\n", \
                ++game, moves, longest, used / moves, left, lost, stopped
            all += moves; allused += used; alllost += lost; allstopped += stopped
            if (longest > worst) worst = longest
            if (lowest == "" || left < lowest) lowest = left
            moves = used = longest = lost = stopped = 0
        }
        $2 == ">first" && $4 == "time" { start = $1; clock = $5 / 100; last = $1 }
        $2 == "<first" && $4 ~ /^[0-9]+$/ { last = $1 }
        $2 == "<first" && $4 == "move" {
            t = ($1 - start) / 1000; moves++; used += t
            if (t > longest) longest = t
            left = clock - t + inc
            if (($1 - last) / 1000 > 0.05) { stopped++; lost += ($1 - last) / 1000 }
        }
        $2 == ">first" && ($4 == "result" || $4 == "quit") { finish() }
        END {
            finish()
            if (game) printf "all: %d games, %d moves, longest %.2f s, mean %.2f s, least clock left at the end %.2f s, thrown away %.2f s in %d moves\n", \
                game, all, worst, allused / all, lowest, alllost, allstopped
        }'
    ;;
*)
    sed -n '2,30p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
    ;;
esac
