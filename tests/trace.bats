#!/usr/bin/env bats
# `readable --trace DEPTH` (readable/engine/trace.c, docs/trace.md) on a fixed
# small position: a back-rank mate in one for White (Ra1-a8), which the
# search proves at DEPTH 2 (White's move, Black's reply, the king capture).
# The whole expected tree of each version is in tests/trace/; the semantic
# checks below say what in it matters.

FEN_FILE=tests/trace/backrank.fen

load lib/common

setup() {
    to_top
    FEN=$(cat "$FEN_FILE")
}

trace() {   # trace VERSION DEPTH
    build/readable"$1" --trace "$2" --fen "$FEN"
}

@test "trace: the expected trees, every version, depths 1 and 2" {
    for v in 40 42 43 48; do
        for d in 1 2; do
            trace $v $d > "$BATS_TEST_TMPDIR/out"
            diff -u tests/trace/$v-backrank-$d.out "$BATS_TEST_TMPDIR/out" \
                | head -20 || true
            cmp -s tests/trace/$v-backrank-$d.out "$BATS_TEST_TMPDIR/out"
        done
    done
}

@test "trace: depth 2 finds the mate a1a8 (score INF - 1)" {
    # 4.8 has a test of its own below: its null move is a pruning step
    # before iteration 3, not the mate test this one looks for.
    for v in 40 42 43; do
        run trace $v 2
        [ "$status" -eq 0 ]
        [ "${lines[-1]%%,*}" = "score 7999 for white" ]
        [[ "${lines[-1]}" == *"best move a1a8"* ]]
        # after a1a8 every black move is answered by a king capture, and
        # the null move (the mate test) too: it is mate, not stalemate
        [[ "$output" == *"  a1a8: black to move"* ]]
        [[ "$output" == *"a8g8: captures the king, +INF"* ]]
        [[ "$output" == *"null move (mate test): white to move"* ]]
    done
}

@test "trace: the tree is the search's own (score and count as --kibitz)" {
    # --kibitz prints iteration I as "I - 1 ply"; the trace's depth D is
    # iteration D + 1 (4.0) or D + 2 (4.2, 4.3, 4.8): so the trace at
    # depth 1 ends with the kibitz line "1 ply" (4.0) or "2 ply" (4.3, 4.8)
    for v in 40 43 48; do
        extra=0; [ $v = 40 ] || extra=1
        kib=$(printf '\n' | build/readable$v --kibitz --fen "$FEN" \
              | grep "^ *$((1 + extra)) ply")
        nodes=$(echo "$kib" | awk '{print $3}')
        score=$(echo "$kib" | sed 's/.*score= *\(-*[0-9]*\).*/\1/')
        run trace $v 1
        [ "${lines[-1]}" = "score $score for white, best move g1f2, $nodes iterations started" ]
    done
}

@test "trace: 4.8 names its null moves, and depth 2 finds the mate a1a8" {
    run trace 48 2
    [ "$status" -eq 0 ]
    [ "${lines[-1]%%,*}" = "score 7999 for white" ]
    [[ "${lines[-1]}" == *"best move a1a8"* ]]
    [[ "$output" == *"  null move before iteration 3: black to move"* ]]
    [[ "$output" != *"mate test"* ]]
}

@test "trace: structure (indentation, one score per node, cut-offs are >= beta)" {
    for v in 40 42 43 48; do
        trace $v 2 | awk '
            /^ *[a-h][1-8][a-h][1-8]: [bw][a-z]* to move|^ *(root|null move)/ {
                n = match($0, /[^ ]/) - 1
                if (n % 2) { print "odd indentation: " $0; bad = 1 }
                depth[n / 2]++; nodes++; open[n / 2]++
                if (n / 2 > last + 1) { print "ply jumps: " $0; bad = 1 }
                last = n / 2; next }
            /^ *= / { scores++; next }
            /beta cut-off:/ {
                split($0, f, /: | >= |, /)
                if (f[2] + 0 < f[3] + 0) { print "cut-off below beta: " $0; bad = 1 }
                cuts++ }
            END {
                if (nodes != scores) { print nodes " nodes, " scores " scores"; bad = 1 }
                if (!cuts) { print "no beta cut-off"; bad = 1 }
                exit bad }'
    done
}

@test "trace: futility in 4.2 and later, not in 4.0; hash hits are shown" {
    run trace 40 2
    [[ "$output" != *futile* ]]
    local v
    for v in 43 48; do
        run trace $v 2
        [[ "$output" == *"futile, "*"not searched"* ]]
        [[ "$output" == *"(hash hit: no iteration needed)"* ]]
        [[ "$output" == *", hash: iteration "*" done"* ]]
    done
}

@test "trace: the start position without --fen (depth 1 runs quickly)" {
    run build/readable43 --trace 1
    [ "$status" -eq 0 ]
    [[ "${lines[0]}" == "root: white to move, window (-INF, +INF), eval 0, depth 3" ]]
    [[ "${lines[-1]}" == "score "*"for white, best move "* ]]
    # 20 moves at the root: each one either searched (a node line at ply 1)
    # or pruned as futile
    n=$(printf '%s\n' "${lines[@]}" | grep -cE '^  [a-h][1-8][a-h][1-8]: (black to move|futile)')
    [ "$n" -ge 20 ]
}

@test "trace: bad depth is a usage error" {
    run build/readable43 --trace x
    [ "$status" -eq 2 ]
    [[ "$output" == *"--trace needs a depth"* ]]
    run build/readable43 --trace
    [ "$status" -eq 2 ]
}

@test "trace: a build without tracing (-DUMAX_TRACE=0) plays the same and refuses --trace" {
    bin=$BATS_TEST_TMPDIR/readable43-notrace
    ${CC:-cc} -std=c99 -Wall -Wextra -pedantic -Werror -Ireadable -O2 \
        -DUMAX_VERSION=43 -DUMAX_TRACE=0 -o "$bin" \
        readable/engine/*.c readable/front/*.c readable/front/*/*.c
    for c in special-scholar-mate-in-1 special-promotion-capture; do
        "$bin" --kibitz < tests/golden/43/$c.in > "$BATS_TEST_TMPDIR/$c"
        cmp tests/golden/43/$c.kibitz "$BATS_TEST_TMPDIR/$c"
    done
    run "$bin" --trace 1 --fen "$FEN"
    [ "$status" -eq 2 ]
    [[ $output == *"no tracing (UMAX_TRACE=0)"* ]]
}
