#!/usr/bin/env bash
# run-case.sh: one case of compare.sh: both programs on one input, their
# outputs compared, the verdict written as a status record.
#
#   compare/run-case.sh VERSION ID INPUT GOLDEN
#
# compare.sh runs it through xargs, one process per case, with its settings
# in the environment: CMP_WORK (the work directory), CMP_A and CMP_B (the two
# command lines, %V standing for the version), CMP_A_NAME and CMP_B_NAME,
# CMP_TIMEOUT (seconds per engine move), CMP_KEEP (1: keep the outputs of
# agreeing cases), CMP_HERE (this directory).  GOLDEN is the golden .kibitz
# transcript of the input, or "-".
#
# Writes res/VERSION/ID.status, one line of named fields (key=value, the
# values without spaces):
#   verdict    agree (same output, both exit status 0) or diverge
#   a_status   exit status of the first program (umax), b_status the second's
#   a_golden   1 if the first program printed the golden transcript, 0 if
#              not, - without one; b_golden the same for the second
#   wall_ms    wall time of both runs
#   moves      engine moves in the input (its empty lines)
#   nodes      the bench number of the first program's transcript
#   a_cpu_ms   CPU time of the first program, b_cpu_ms of the second
#   refused    non-empty input lines after which the first program printed
#              the same board again (a legal move always changes it)
#   typed      non-empty input lines
# and, when the programs diverge, res/VERSION/ID.report (report.awk), the
# position of the first difference in ID.key, and a copy of the input.
set -u
[ $# -eq 4 ] && [ -n "${CMP_WORK:-}" ] ||
    { echo "usage: CMP_WORK=... $0 VERSION ID INPUT GOLDEN (run by compare.sh)" >&2; exit 2; }
. "$CMP_HERE/lib.sh"

# refused_inputs INPUT TRANSCRIPT: how many non-empty input lines left the
# board of TRANSCRIPT as it was.
refused_inputs() {
    awk -v in_file="$1" '
        BEGIN { while ((getline l < in_file) > 0) inp[++n] = l }
        /^ *-?[0-9]+ ply, / { next }
        { b = b $0 "\n"; if (++rows == 8) { if (k > 0 && inp[k] != "" && b == prev) r++
                                            prev = b; b = ""; rows = 0; k++ } }
        END { print r + 0 }' "$2"
}

# same_as GOLDEN OUTPUT: 1 or 0, or - when there is no golden transcript.
same_as() {
    if [ "$1" = - ]; then echo -
    elif cmp -s "$2" "$1"; then echo 1
    else echo 0
    fi
}

run_case() {
    local v=$1 id=$2 input=$3 golden=$4
    local dir=$CMP_WORK/res/$v a b out_a out_b rc_a rc_b moves limit t0 t1 c0 c1 c2 verdict
    a=${CMP_A//%V/$v}; b=${CMP_B//%V/$v}
    out_a=$dir/$id.umax; out_b=$dir/$id.readable
    moves=$(grep -c '^$' "$input")
    limit=$(( CMP_TIMEOUT * (moves + 1) ))
    t0=$(date +%s%N)
    children_cpu_ms "$dir/$id.times"; c0=$CPU_MS
    # shellcheck disable=SC2086  # the commands are words: program and options
    timeout "$limit" $a < "$input" > "$out_a" 2> "$dir/$id.umax.err"; rc_a=$?
    children_cpu_ms "$dir/$id.times"; c1=$CPU_MS
    # shellcheck disable=SC2086
    timeout "$limit" $b < "$input" > "$out_b" 2> "$dir/$id.readable.err"; rc_b=$?
    children_cpu_ms "$dir/$id.times"; c2=$CPU_MS
    t1=$(date +%s%N)
    if [ "$rc_a" = 0 ] && [ "$rc_b" = 0 ] && cmp -s "$out_a" "$out_b"; then
        verdict=agree
    else
        verdict=diverge
    fi
    echo "verdict=$verdict a_status=$rc_a b_status=$rc_b" \
         "a_golden=$(same_as "$golden" "$out_a") b_golden=$(same_as "$golden" "$out_b")" \
         "wall_ms=$(( (t1 - t0) / 1000000 )) moves=$moves nodes=$(transcript_nodes "$out_a")" \
         "a_cpu_ms=$(( c1 - c0 )) b_cpu_ms=$(( c2 - c1 )) refused=$(refused_inputs "$input" "$out_a")" \
         "typed=$(grep -c . "$input")" \
         > "$dir/$id.status"
    if [ $verdict = diverge ]; then
        awk -v in_file="$input" -v a_file="$out_a" -v b_file="$out_b" \
            -v a_name="${CMP_A_NAME}$v" -v b_name="${CMP_B_NAME}$v" \
            -v a_rc="$rc_a" -v b_rc="$rc_b" -v a_cmd="$a" -v key_file="$dir/$id.key" \
            -f "$CMP_HERE/boards.awk" -f "$CMP_HERE/report.awk" > "$dir/$id.report"
        cp "$input" "$dir/$id.in"
    elif [ "$CMP_KEEP" = 0 ]; then
        rm -f "$out_a" "$out_b" "$dir/$id.umax.err" "$dir/$id.readable.err"
    fi
}

run_case "$@"
