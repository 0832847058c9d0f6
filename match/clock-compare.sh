#!/usr/bin/env bash
# clock-compare.sh: micro-Max 4.8's time management (docs/front-ends.md,
# "Time and depth") before and after a change, measured as match/README.md
# ("Time management") reports it.
#
#   match/clock-compare.sh build OLD_COMMIT DIR
#       DIR/old/readable48 from the repository at OLD_COMMIT (git archive,
#       then make) and DIR/new/readable48 from the working tree
#   match/clock-compare.sh rule DIR NAME=VALUE...
#       DIR/new/readable48 from the working tree with readable/front/clock.c's
#       constants NAME set to VALUE (a copy is edited; each NAME must be a
#       #define there) and DIR/old/readable48 from the working tree as it is:
#       another time rule against today's, e.g. MOVES_TO_PLAN=50
#   match/clock-compare.sh fastchess TC GAMES DIR
#       new against old through UCI under fastchess (FASTCHESS=path),
#       tc=TC (60+1, 10+0.1), GAMES games from match/openings.pgn (each
#       opening with both colours, from opening OPENING_START, default 1,
#       on), CONCURRENCY games at once (default 1:
#       on 2 cores, 2 leaves nothing else to run); games in
#       DIR/fc-TC/games.pgn, then the summary below (4.8 clears its 192 MiB
#       table at start-up: on a loaded machine that can take longer than
#       fastchess's 10 s wait for uciok, hence -startup-ms)
#   match/clock-compare.sh summary PGN
#       per engine: games, moves, the share of its time used (the move
#       times over the base time plus the increments of its moves), the
#       mean and longest move, the least clock left after any move (tl=),
#       losses on time; then new's W D L and Elo against old (elo.awk)
#   match/clock-compare.sh movetime DIR [MS...]
#       `go movetime MS` (default 1000 3000) from three positions, old and
#       new: the milliseconds from the engine's read of go to its write of
#       bestmove (strace -tt)
#   match/clock-compare.sh xboard TC INC GAMES DIR
#       new 4.8 --xboard against Fairy-Max under the real xboard, headless
#       (clock-games.sh xboard), then xboard's own time-loss verdicts and
#       clock-games.sh xboard-summary of its debug log
set -euo pipefail
cd "$(dirname "$0")/.."
FASTCHESS=${FASTCHESS:-fastchess}

case ${1:-} in
build)
    commit=$2 dir=$3
    mkdir -p "$dir/old" "$dir/new" "$dir/src-old"
    git archive "$commit" | tar -x -C "$dir/src-old"
    make -s -C "$dir/src-old" build/readable48
    cp "$dir/src-old/build/readable48" "$dir/old/readable48"
    git rev-parse "$commit" > "$dir/old/COMMIT"
    make -s build/readable48
    cp build/readable48 "$dir/new/readable48"
    { git rev-parse HEAD; git status --short readable; } > "$dir/new/COMMIT"
    ;;
rule)
    dir=$2; shift 2
    mkdir -p "$dir/old" "$dir/new"
    rm -rf "$dir/src-new"; mkdir "$dir/src-new"
    git ls-files -z | tar -c --null -T - | tar -x -C "$dir/src-new"
    for setting in "$@"; do
        name=${setting%%=*} value=${setting#*=}
        grep -q "^#define $name " readable/front/clock.c ||
            { echo "clock-compare.sh: no #define $name in readable/front/clock.c" >&2; exit 2; }
        sed -i "s/^#define $name .*/#define $name $value/" "$dir/src-new/readable/front/clock.c"
    done
    make -s -C "$dir/src-new" build/readable48
    cp "$dir/src-new/build/readable48" "$dir/new/readable48"
    { git rev-parse HEAD; echo "$*"; } > "$dir/new/COMMIT"
    make -s build/readable48
    cp build/readable48 "$dir/old/readable48"
    { git rev-parse HEAD; git status --short readable; } > "$dir/old/COMMIT"
    ;;
fastchess)
    tc=$2 games=$3 dir=$(cd "$4" && pwd)
    out=$dir/fc-$tc
    mkdir -p "$out"
    top=$PWD   # (fastchess runs in $out: it writes its config.json there)
    (cd "$out" && "$FASTCHESS" -engine cmd="$dir/new/readable48" args=--uci name=new48 \
        -engine cmd="$dir/old/readable48" args=--uci name=old48 \
        -each tc="$tc" -openings file="$top/match/openings.pgn" format=pgn order=sequential start="${OPENING_START:-1}" \
        -repeat -rounds $(( (games + 1) / 2 )) -concurrency "${CONCURRENCY:-1}" \
        -pgnout file="$out/games.pgn" timeleft=true -startup-ms 60000 \
        > "$out/fastchess.out" 2>&1)
    "$0" summary "$out/games.pgn"
    ;;
summary)
    awk '
        function finish(   e) {
            for (e in used_in) {
                used[e] += used_in[e]; had[e] += base + inc * moves_in[e]
                games[e]++
            }
            delete used_in; delete moves_in
        }
        /^\[Event / { finish(); ply = 0; text = "" }
        /^\[White "/ { w = $2; gsub(/"|\]/, "", w) }
        /^\[Black "/ { b = $2; gsub(/"|\]/, "", b) }
        /^\[TimeControl "/ { tc = $2; gsub(/"|\]/, "", tc); split(tc, p, "+"); base = p[1]; inc = p[2] + 0 }
        /^\[Result "/ { r = $2; gsub(/"|\]/, "", r)
            if (r == "1-0") { win[w]++; loss[b]++ } else if (r == "0-1") { win[b]++; loss[w]++ } else { draw[w]++; draw[b]++ } }
        /^\[Result "/ { decided = 0 }
        # fastchess ends the movetext with the result and its reason
        /(White|Black) (loses on time|makes an illegal move)/ && !/^\[/ {
            match($0, /(White|Black) (loses on time|makes an illegal move)/)
            loser = substr($0, RSTART, 5) == "White" ? w : b
            if (index($0, "on time")) timeloss[loser]++; else { illegal[loser]++; voided++ }
            if (index($0, "illegal") && loser == "new48") { lost_illegal_new++ }
            if (index($0, "illegal") && loser == "old48") { lost_illegal_old++ }
        }
        /^\[/ { next }
        { text = text $0 " " }
        /^$/ && text != "" {
            # each move is followed by {score/depth TIMEs, tl=LEFTs}
            n = split(text, parts, "{")
            for (i = 2; i <= n; i++) {
                # (every move has its comment, {book} in the opening)
                c = parts[i]; sub(/}.*/, "", c)
                ply++
                e = (ply % 2 == 1) ? w : b
                if (!match(c, / [0-9.]+s/)) continue
                t = substr(c, RSTART + 1, RLENGTH - 2) + 0
                used_in[e] += t; moves_in[e]++; moves[e]++
                if (t > longest[e]) longest[e] = t
                if (match(c, /tl=[0-9.]+s/)) {
                    left = substr(c, RSTART + 3, RLENGTH - 4) + 0
                    if (!(e in least) || left < least[e]) least[e] = left
                }
            }
            text = ""
        }
        END {
            finish()
            for (e in games)
                printf "%s: %d games, %d moves, %.0f%% of its time used, mean %.2f s, longest %.2f s, least clock left %.2f s, lost on time %d, by an illegal move %d\n", \
                    e, games[e], moves[e], 100 * used[e] / had[e], used[e] / moves[e], longest[e], least[e], timeloss[e] + 0, illegal[e] + 0
            if ("new48" in games) {
                printf "all %d %d %d\n", win["new48"], draw["new48"], loss["new48"] > "/dev/stderr"
                # the same without the games lost by an illegal move (a
                # refused legal move: bestmove 0000), which is no clock matter
                if (voided)
                    printf "no-illegal %d %d %d\n", win["new48"] - lost_illegal_old, draw["new48"], loss["new48"] - lost_illegal_new > "/dev/stderr"
            }
        }' "$2" 2> "$2.wdl"
    awk -f match/elo.awk "$2.wdl" | awk '{ printf "new48 against old48 (%s games): %d games, +%d =%d -%d, score %s%%, Elo %s [%s, %s]\n", $1, $2, $3, $4, $5, $6, $7, $8, $9 }'
    ;;
movetime)
    dir=$2; shift 2
    [ $# -gt 0 ] || set -- 1000 3000
    fens=('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
          '3r2k1/p5n1/1pq1p2p/2p3p1/2P1P1n1/1P1P2pP/PN1Q2K1/5R2 w - - 0 27'
          '8/5pk1/6p1/8/3R4/6P1/r4PK1/8 b - - 0 40')
    for ms in "$@"; do
        for which in old new; do
            printf 'movetime %s %s:' "$ms" "$which"
            for fen in "${fens[@]}"; do
                # strace's time stamps of the engine's own read of the go
                # line and write of its bestmove (the pipes' delays on a
                # loaded machine left out: Move Overhead is for those)
                # (no quit: it would stop a search that a slow start-up
                # delayed; the end of input lets a timed search finish)
                { printf 'uci\nisready\nposition fen %s\n' "$fen"; sleep 5
                  printf 'go movetime %s\n' "$ms"; } |
                    strace -tt -s 256 -e trace=read,write -o "$dir/strace.txt" "$dir/$which/readable48" --uci > /dev/null
                awk '/read\(0, ".*go movetime/ { t0 = $1 } /write\(1, "bestmove/ { t1 = $1 }
                     function s(t,  p) { split(t, p, ":"); return p[1] * 3600 + p[2] * 60 + p[3] }
                     END { printf " %d", (s(t1) - s(t0)) * 1000 + 0.5 }' "$dir/strace.txt"
            done
            echo " ms"
        done
    done
    ;;
xboard)
    tc=$2 inc=$3 games=$4 dir=$(cd "$5" && pwd)
    out=$dir/xb-$tc-$inc
    BIN=$dir/new match/clock-games.sh xboard "$tc" "$inc" "$games" "$out" 48
    # each game's result and xboard's reason (a loss on time would say so)
    grep -E '^\[(White|Black|Result) ' "$out/games.pgn" | paste - - - || true
    grep -oE '\{[^}]*\} *(1-0|0-1|1/2-1/2|\*)$' "$out/games.pgn" || true
    echo "time losses in xboard's verdicts: $(grep -ciE '\{[^}]*(time|flag)[^}]*\} *(1-0|0-1|1/2-1/2)$' "$out/games.pgn" || true)"
    match/clock-games.sh xboard-summary "$inc" "$out/xboard.debug"
    ;;
*)
    sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'
    exit 2
    ;;
esac
