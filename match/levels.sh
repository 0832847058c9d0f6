#!/usr/bin/env bash
# levels.sh: the friendly mode's strength levels (readable/front/levels.c)
# against each other: each level plays the one above it, through UCI at
# their UCI option Level, as a GUI sets it (each level's node budget,
# with the published meaning: the clock, 600+1, never binds at these
# budgets, so the games do not depend on the machine), under fastchess,
# from match/openings.pgn with both colours.  Prints one elo.awk line per
# pairing (the score of the lower level).
#
#   match/levels.sh OUTDIR GAMES LOW-HIGH...   e.g. levels.sh out 20 1-2 2-3
#
# FASTCHESS=path (build it from its sources), BIN=dir of readableNN
# (default build/), V=version (48).
set -euo pipefail
cd "$(dirname "$0")/.."
FASTCHESS=${FASTCHESS:-fastchess}
BIN=${BIN:-$PWD/build}
V=${V:-48}
out=$1 games=$2
shift 2
mkdir -p "$out"
for pair in "$@"; do
    low=${pair%-*} high=${pair#*-}
    pgn=$out/level$low-level$high.pgn
    rm -f "$pgn"
    "$FASTCHESS" -engine cmd="$BIN/readable$V" name="level$low" args=--uci option.Level="$low" \
        -engine cmd="$BIN/readable$V" name="level$high" args=--uci option.Level="$high" \
        -each tc=600+1 -openings file=match/openings.pgn format=pgn order=sequential \
        -repeat -rounds $(( (games + 1) / 2 )) -concurrency 1 \
        -pgnout file="$pgn" > "$out/level$low-level$high.out" 2>&1
    # the lower level's wins, draws and losses
    awk -v me="level$low" '
        /^\[White "/ { white = index($0, "\"" me "\"") > 0 }
        /^\[Result "/ { r = $2; gsub(/"|\]/, "", r)
            if (r == "1/2-1/2") d++
            else if ((r == "1-0") == white) w++
            else l++ }
        END { printf "level%d-vs-level%d %d %d %d\n", '"$low"', '"$high"', w, d, l }' "$pgn"
done | tee "$out/results.txt" | awk -f match/elo.awk
