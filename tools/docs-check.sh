#!/usr/bin/env bash
# docs-check.sh: the figures and sample transcripts of the documentation,
# checked against what the programs and scripts produce now.
#
# Usage: tools/docs-check.sh [-v] [FILE.md ...]   (default: every tracked *.md)
#
# Two kinds of marks, HTML comments that a reader of the rendered page does
# not see:
#
#   <!-- check: NAME -->1,563
#       the figure right after the mark must be NAME's value (below), commas
#       and a leading backtick ignored.  NAME is one of:
#         size-V         make size's character count of umax/umaxV.c
#         bench-V        make bench's node signature of version V, read from
#                        compare/bench-nodes.txt (written by make bench: the
#                        full run takes a minute, too long for make test)
#         perft-start-D  build/readable43 --perft D from the start position
#         search-code-lines, search-levels, search-start  tools/search-shape.sh's
#                        figures for search(): code lines, levels of braces,
#                        lines from the file's top comment to its own
#         release        the project's release (readable/front/release.h)
#         tests-quick    the number of tests in tests/*.bats (make test)
#         tests-full     the number of tests in tests/full/*.bats
#         golden-cases   the number of short cases per version in tests/golden/43
#         golden-games   the number of 160-ply games per version (game-*)
#         golden-engine-moves  the engine moves (empty input lines) of the
#                        golden cases of one version
#         golden-replies the moves played in the 4.0-4.3 golden cases that
#                        tests/golden/replies.tsv lists
#         overshoot-V-FIELD  tools/budget-overshoot.sh's figure FIELD (mean,
#                        median, p90, max) of version V: an engine move's
#                        search in the golden traces, in budgets
#         golden-nodes-V-CASE-N  the node count of the last kibitz line of
#                        the N-th root search of tests/golden/V/CASE.kibitz
#         golden-sum-V-CASE-N    the same, summed over the first N searches
#         port-cases-V, port-moves-V, port-nodes-V  the cases, engine moves
#                        and bench number (compare/lib.sh) of the short
#                        cases opening-*, random-* and special-* of
#                        tests/golden/V: compare/port.sh's certificate for
#                        --match 'opening-* random-* special-*'
#         mutate-V-SOURCE-FIELD  the mutation table's figure FIELD
#                        (mutants, sampled, stillborn, killable, survivors,
#                        certificate, quick-sampled, quick-killed) of
#                        version V's listing (SOURCE published or umax),
#                        from compare/mutate/scores.txt (make mutate)
#
#   <!-- check-run: COMMAND -->        (the line before a ``` block)
#   <!-- check-run-timed: COMMAND -->
#       COMMAND is run with bash at the top of the repository (stdin empty)
#       and the block must be an excerpt of its output: its lines appear in
#       that order, consecutive, except where the block has a line that is
#       only "…" (any number of lines left out).  -timed: times and speeds
#       (`1.52 s`, `time 8`, `nps 1814750`) are masked on both sides, since
#       they cannot repeat.  A block whose first line is "$ COMMAND" needs
#       no COMMAND in the mark: `<!-- check-run -->` runs that line, and
#       every later "$ COMMAND" line of the block, each followed by (an
#       excerpt of) its own output.
#
# And each figure in one place: a number of 5 digits or more that is not a
# round one, stated in the prose (not a code block) of two documents, fails.
#
# Each failure is printed as FILE:LINE: what differs; the exit status is 1
# when anything differs or a mark names an unknown check, 2 on bad usage.
# tests/docs-check.bats runs it (make test) and checks that it fails on a
# stale figure.
set -u
top=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$top" || exit 2

verbose=0
[ "${1:-}" = -v ] && { verbose=1; shift; }
work=$(mktemp -d "${TMPDIR:-/tmp}/docs-check.XXXXXX")
trap 'rm -rf "$work"' EXIT

if [ $# -gt 0 ]; then files=("$@")
else mapfile -t files < <(git ls-files '*.md')
fi

failures=0
fail() { echo "$1: $2"; failures=$((failures + 1)); }

# value NAME: prints NAME's value, or fails; each is computed once
value() {
    [ -e "$work/value.$1" ] || compute "$1" > "$work/value.$1" || { rm -f "$work/value.$1"; return 1; }
    cat "$work/value.$1"
}
compute() {
    local name=$1 v
    case $name in
        size-4[0238])
            v=${name#size-}
            perl -0pe 's{/\*.*?\*/}{}gs; s/\s//g' "umax/umax$v.c" | wc -c ;;
        bench-4[0238])
            awk -v v="${name#bench-}" '$1 == v { print $2; f = 1 } END { exit !f }' compare/bench-nodes.txt ;;
        perft-start-[1-5])
            build/readable43 --perft "${name#perft-start-}" | sed -n 's/^Nodes searched: //p' ;;
        search-code-lines|search-levels|search-start)
            # tools/search-shape.sh: "114 code lines, 6 levels, starts 53 ..."
            tools/search-shape.sh | awk -v w="$name" '
                { print (w == "search-code-lines" ? $1 : w == "search-levels" ? $4 : $7) }' ;;
        release) sed -n 's/^#define RELEASE_VERSION "\(.*\)"$/\1/p' readable/front/release.h ;;
        tests-quick) cat tests/*.bats | grep -c '^@test' ;;
        tests-full) cat tests/full/*.bats | grep -c '^@test' ;;
        golden-cases) ls tests/golden/43/*.in | grep -vc '/game-' ;;
        golden-games) ls tests/golden/43/game-*.in | wc -l ;;
        golden-engine-moves) cat tests/golden/43/*.in | grep -c '^$' ;;
        overshoot-4[0238]-mean|overshoot-4[0238]-median|overshoot-4[0238]-p90|overshoot-4[0238]-max)
            local ver=${name#overshoot-} field
            field=${ver#*-}; ver=${ver%%-*}
            tools/budget-overshoot.sh | awk -v v="$ver" -v f="$field" '
                $1 == v { print (f == "mean" ? $3 : f == "median" ? $4 : f == "p90" ? $5 : $6) }' ;;
        golden-replies) awk -F'\t' 'NR > 1 && $5 != "(board unchanged)"' tests/golden/replies.tsv | wc -l ;;
        golden-nodes-4[023]-*|golden-sum-4[023]-*)
            # golden-nodes-V-CASE-N, golden-sum-V-CASE-N; CASE may hold dashes
            local rest=${name#golden-*-} ver case n
            ver=${rest%%-*}; rest=${rest#*-}; n=${rest##*-}; case=${rest%-*}
            awk -v n="$n" -v sum="${name%%-4*}" '
                # a root search is a run of kibitz lines ("8 ply, 1208140
                # searched, ..."); its figure is that of its last line
                $2 == "ply," { if (!on) { k++; on = 1 } last[k] = $3; next }
                { on = 0 }
                END { if (k < n) exit 1
                      if (sum == "golden-sum") { for (i = 1; i <= n; i++) t += last[i]; print t }
                      else print last[n] }' "tests/golden/$ver/$case.kibitz" ;;
        port-cases-4[0238]|port-moves-4[0238]|port-nodes-4[0238])
            local ver=${name##*-} f n=0 moves=0 nodes=0
            . compare/lib.sh
            for f in tests/golden/"$ver"/{opening,random,special}-*.in; do
                n=$((n + 1))
                moves=$((moves + $(grep -c '^$' "$f")))
                nodes=$((nodes + $(transcript_nodes "${f%.in}.kibitz")))
            done
            case $name in
                port-cases-*) echo "$n" ;;
                port-moves-*) echo "$moves" ;;
                *) echo "$nodes" ;;
            esac ;;
        mutate-4[0238]-*-*)
            # mutate-V-SOURCE-FIELD: compare/mutate/scores.txt, written by
            # make mutate MUTATE_ARGS=--update (the run takes an hour)
            local rest=${name#mutate-} key
            key=${rest%%-*}-$(cut -d- -f2 <<< "$rest")
            awk -v k="$key" -v f="${rest#*-*-}" '$1 == k && $2 == f { print $3; ok = 1 } END { exit !ok }' \
                compare/mutate/scores.txt ;;
        *) return 1 ;;
    esac
}

# mask: times and speeds out of a transcript (check-run-timed)
mask() {
    sed -E 's/[0-9]+(\.[0-9]+)? s\b/# s/g; s/\b(time|nps) [0-9]+/\1 #/g; s/[0-9]+ nps/# nps/g'
}

# excerpt_of EXPECTED ACTUAL: is EXPECTED (with "…" gap lines) an excerpt
# of ACTUAL?  Prints the first expected line not found.
excerpt_of() {
    awk '
        function trim(s) { sub(/[ \t\r]+$/, "", s); return s }
        NR == FNR { e[++ne] = trim($0); next }
        { a[++na] = trim($0) }
        END {
            pos = 1; i = 1
            while (i <= ne) {
                while (i <= ne && e[i] ~ /^[ \t]*(…|\.\.\.)$/) i++
                if (i > ne) break
                j = i; while (j <= ne && e[j] !~ /^[ \t]*(…|\.\.\.)$/) j++
                # the segment e[i..j-1] must occur at or after pos
                found = 0
                for (p = pos; p + (j - i) - 1 <= na; p++) {
                    ok = 1
                    for (q = i; q < j; q++) if (a[p + q - i] != e[q]) { ok = 0; break }
                    if (ok) { found = 1; pos = p + (j - i); break }
                }
                if (!found) { print "not in the output from line " pos ": " e[i]; exit 1 }
                i = j
            }
        }' "$1" "$2"
}

# The marks of one Markdown file, one per line: "fig LINE NAME TEXT" or
# "run LINE MODE BLOCKFILE COMMAND"; run blocks are written to $work.
marks() {
    awk -v work="$work" -v tag="$2" '
        {
            line = $0
            while (match(line, /<!-- check: [a-z0-9-]+ -->/)) {
                name = substr(line, RSTART + 12, RLENGTH - 16)
                line = substr(line, RSTART + RLENGTH)
                printf "fig\t%d\t%s\t%s\n", NR, name, line
            }
        }
        pending && /^[ \t]*```/ { inblock = 1; pending = 0; blk = work "/" tag "." NR; printf "" > blk; first = 1
            indent = $0; sub(/```.*/, "", indent); next }
        inblock && /^[ \t]*```/ { inblock = 0; close(blk)
            if (cmd == "") { if (firstline ~ /^\$ /) { cmd = substr(firstline, 3); drop = 1 } }
            printf "run\t%d\t%s\t%s\t%d\t%s\n", start, mode, blk, drop, cmd; next }
        inblock { if (substr($0, 1, length(indent)) == indent) $0 = substr($0, length(indent) + 1)
                  if (first) { firstline = $0; first = 0 } print > blk; next }
        match($0, /<!-- check-run(-timed)?(: .*)? -->/) {
            m = substr($0, RSTART, RLENGTH)
            mode = (m ~ /^<!-- check-run-timed/) ? "timed" : "exact"
            cmd = m; sub(/^<!-- check-run(-timed)?:? ?/, "", cmd); sub(/ ?-->$/, "", cmd)
            pending = 1; start = NR; drop = 0; firstline = ""
        }' "$1"
}

# run_segment WHERE MODE COMMAND EXPECTED: is EXPECTED an excerpt of
# COMMAND's output?
run_segment() {
    local where=$1 mode=$2 cmd=$3 exp=$4 why
    timeout 60 bash -c "$cmd" < /dev/null > "$exp.out" 2>&1
    if [ "$mode" = timed ]; then
        mask < "$exp" > "$exp.m"; mask < "$exp.out" > "$exp.out.m"
        why=$(excerpt_of "$exp.m" "$exp.out.m")
    else
        why=$(excerpt_of "$exp" "$exp.out")
    fi || fail "$where" "\`$cmd\`: $why"
}

checked=0
for md in "${files[@]}"; do
    tag=$(echo "$md" | tr '/' '_')
    while IFS=$'\t' read -r kind line a b c d; do
        case $kind in
        fig)
            name=$a
            stated=$(printf '%s' "$b" | sed -E 's/^[ `*]*//' | grep -oE '^[0-9][0-9,.]*[0-9]|^[0-9]' | tr -d ,)
            expected=$(value "$name" 2>/dev/null | tr -d ' ,') || expected=
            if [ -z "$expected" ]; then
                fail "$md:$line" "unknown check or no value: $name"
            elif [ "$stated" != "$expected" ]; then
                fail "$md:$line" "$name is $expected, the text says ${stated:-nothing}"
            fi ;;
        run)
            mode=$a; blk=$b; drop=$c; cmd=$d
            if [ "$drop" = 1 ]; then
                # a block of "$ COMMAND" lines, each followed by (an
                # excerpt of) its output: one segment file per command
                rm -f "$blk".seg*
                awk -v out="$blk.seg" '/^\$ / { n++; f = sprintf("%s%02d", out, n); print substr($0, 3) > (f ".cmd"); printf "" > f; next }
                                     n { print > f }' "$blk"
                for seg in "$blk".seg[0-9][0-9]; do
                    run_segment "$md:$line" "$mode" "$(cat "$seg.cmd")" "$seg"
                done
            else
                [ -n "$cmd" ] || { fail "$md:$line" "check-run without a command"; continue; }
                run_segment "$md:$line" "$mode" "$cmd" "$blk"
            fi ;;
        esac
        checked=$((checked + 1))
        [ "$verbose" = 1 ] && echo "$md:$line: $kind ${a}"
    done < <(marks "$md" "$tag")
done
# Each figure in one place: a measured-looking number (5 digits or more,
# not a round one: at least 3 digits before its trailing zeros) stated in
# the prose of two documents is a figure that can go stale in one of them.  Checked
# over the files given (two or more; all by default); docs/.search-defects.md, a work
# list that quotes the others, is left out.
if [ "${#files[@]}" -ge 2 ]; then
    for md in "${files[@]}"; do
        [ "$md" = docs/.search-defects.md ] && continue
        # prose only: a fenced block is a sample output (checked by a
        # check-run mark where it can be rerun)
        awk '/^[ \t]*```/ { code = !code; next } !code { print NR ":" $0 }' "$md" \
            | grep -oE '^[0-9]+:|[0-9]{1,3}(,[0-9]{3})+|[0-9]{5,}' \
            | awk '/:$/ { line = $0; next } { print line $0 }' | tr -d , \
            | awk -F: -v f="$md" '{ n = $2; sub(/0+$/, "", n) } length($2) >= 5 && length(n) >= 3 { print $2, f ":" $1 }'
    done | sort -k1,1 | awk '
        { split($2, w, ":"); if (seen[$1] != "" && index(files[$1], w[1] ":") == 0) dup[$1] = 1
          if (index(files[$1], w[1] ":") == 0) files[$1] = files[$1] w[1] ":"
          where[$1] = where[$1] " " $2; seen[$1] = 1 }
        END { for (k in dup) print k, where[k] }' | sort > "$work/dups"
    while read -r figure places; do
        fail "${places%% *}" "$figure is stated in more than one document ($places): keep it in one, link from the others"
    done < "$work/dups"
fi

echo "docs-check: $checked marks checked, $failures differ"
[ "$failures" -eq 0 ]
