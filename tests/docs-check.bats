#!/usr/bin/env bats
# make docs-check (tools/docs-check.sh): every figure and sample transcript
# the documents mark is what the programs and scripts give now; and the
# checker itself fails, naming file and line, on a stale figure, a changed
# transcript, an unknown check, a figure stated in two documents; and
# bench.sh --results writes the signatures it reads.  About 5 s of CPU (perft 5 and the traces).

load lib/common

setup_file() { build_targets all; }

@test "docs-check: every marked figure and transcript of the documents holds" {
    run tools/docs-check.sh
    echo "$output"
    [ "$status" -eq 0 ]
    # it saw the marks (a Markdown change that hid them would pass silently)
    n=$(echo "$output" | sed -n 's/^docs-check: \([0-9]*\) marks checked, 0 differ$/\1/p')
    [ "${n:-0}" -ge 20 ]
}

@test "docs-check: a stale figure fails, naming file, line and both values" {
    d=$BATS_TEST_TMPDIR
    size=$(make -s size | awk '$1 == "umax/umax43.c" { print $2 }')
    printf 'ours: <!-- check: size-43 -->%s characters\n\nstale: <!-- check: size-43 -->%s\n' \
        "$size" "$((size + 1))" > "$d/x.md"
    run tools/docs-check.sh "$d/x.md"
    echo "$output"
    [ "$status" -eq 1 ]
    [[ "$output" == *"$d/x.md:3: size-43 is $size, the text says $((size + 1))"* ]]
    [[ "$output" != *"x.md:1:"* ]]
}

@test "docs-check: an unknown check fails" {
    printf '<!-- check: no-such-figure -->12\n' > "$BATS_TEST_TMPDIR/x.md"
    run tools/docs-check.sh "$BATS_TEST_TMPDIR/x.md"
    [ "$status" -eq 1 ]
    [[ "$output" == *"x.md:1: unknown check or no value: no-such-figure"* ]]
}

@test "docs-check: a transcript is an excerpt of the command's output, … skipping lines" {
    d=$BATS_TEST_TMPDIR
    printf '<!-- check-run: seq 10 -->\n```\n2\n3\n…\n7\n```\n' > "$d/ok.md"
    run tools/docs-check.sh "$d/ok.md"
    [ "$status" -eq 0 ]
    # without the gap, 3 and 7 are not consecutive
    printf '<!-- check-run: seq 10 -->\n```\n2\n3\n7\n```\n' > "$d/bad.md"
    run tools/docs-check.sh "$d/bad.md"
    echo "$output"
    [ "$status" -eq 1 ]
    [[ "$output" == *"bad.md:1: \`seq 10\`: not in the output"* ]]
    # out of order
    printf '<!-- check-run -->\n```\n$ seq 10\n7\n…\n3\n```\n' > "$d/order.md"
    run tools/docs-check.sh "$d/order.md"
    [ "$status" -eq 1 ]
}

@test "docs-check: -timed masks times and speeds, not the moves" {
    d=$BATS_TEST_TMPDIR
    printf '<!-- check-run-timed: echo "plays d5 in 2.29 s, nps 123" -->\n```\nplays d5 in 0.04 s, nps 9\n```\n' > "$d/t.md"
    run tools/docs-check.sh "$d/t.md"
    [ "$status" -eq 0 ]
    printf '<!-- check-run-timed: echo "plays d5 in 2.29 s" -->\n```\nplays Nc6 in 2.29 s\n```\n' > "$d/m.md"
    run tools/docs-check.sh "$d/m.md"
    [ "$status" -eq 1 ]
}

@test "docs-check: golden-nodes reads the N-th root search of a kibitz transcript" {
    # opening-00's first engine move, counted here independently: the last
    # line of the first run of kibitz lines
    expected=$(awk '/ ply, / { on = 1; n = $3; next } on { print n; exit }' tests/golden/43/opening-00.kibitz)
    printf '<!-- check: golden-nodes-43-opening-00-1 -->%s\n' "$expected" > "$BATS_TEST_TMPDIR/g.md"
    run tools/docs-check.sh "$BATS_TEST_TMPDIR/g.md"
    echo "$output"
    [ "$status" -eq 0 ]
}

@test "docs-check: a figure stated in the prose of two documents fails; round numbers and sample outputs do not" {
    d=$BATS_TEST_TMPDIR
    printf 'measured 4,838,275 nodes, a budget of 1,000,000\n' > "$d/a.md"
    printf 'it took 4838275 nodes; budget 1,000,000\n```\n7 ply,   4838279 searched\n```\n' > "$d/b.md"
    printf 'the sample: 4838279\n' > "$d/c.md"
    run tools/docs-check.sh "$d/a.md" "$d/b.md"
    echo "$output"
    [ "$status" -eq 1 ]
    [[ "$output" == *"4838275 is stated in more than one document ($d/a.md:1 $d/b.md:1)"* ]]
    [[ "$output" != *1000000* ]]
    run tools/docs-check.sh "$d/b.md" "$d/c.md"
    echo "$output"
    [ "$status" -eq 0 ]
}

@test "docs-check: bench.sh --results writes the signature the checker reads (VERSION NODES)" {
    d=$BATS_TEST_TMPDIR
    printf 'e2e4 e7e5\n' > "$d/pos"      # two typed moves: two short root searches
    run compare/bench.sh --versions 43 --positions "$d/pos" --results "$d/res"
    echo "$output"
    [ "$status" -eq 0 ]
    nodes=$(echo "$output" | awk '$3 == "readable" { print $5 }')
    [ -n "$nodes" ]
    [ "$(cat "$d/res")" = "43 $nodes" ]
    # the form tools/docs-check.sh reads for bench-43
    awk '$1 == 43 { f = 1 } END { exit !f }' compare/bench-nodes.txt
}
