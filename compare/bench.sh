#!/usr/bin/env bash
# bench.sh: a node-count signature and a speed ratio for umax and readable.
# See compare/README.md.
#
# For every version, each position of compare/bench.txt is searched by both
# programs (their kibitz builds), and for each binary one line is printed:
#
#   bench 43 umax      nodes   34907757  positions 10  wall  111.64 s  cpu   33.91 s  build/umax43-kibitz
#
# nodes is the bench number: for every root search (one per input line: an
# engine move, or the check of a typed move), the "searched" figure of its
# last kibitz line, i.e. the nodes of its last iteration counted from the
# start of that search; summed over all inputs.  Then one line per version:
#
#   bench 43 nodes OK  readable/umax wall 0.948  cpu 0.900  speed 1.11x
#
# "nodes OK" when both programs give the same total and the same output on
# every position (MISMATCH otherwise, and the exit status is 1).  wall and
# cpu are readable's time over umax's; speed is readable's nodes per CPU
# second over umax's (the same nodes, so umax's CPU time over readable's).
set -u

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$here")
. "$here/lib.sh"

usage() {
    cat <<'EOF'
usage: compare/bench.sh [options]
  --versions "V..."   versions (default: the Makefile's VERSIONS,
                      "40 42 43 48")
  --umax CMD          first program, %V = version (default build/umax%V-kibitz; env UMAX)
  --readable CMD      second program (default build/readable%V --kibitz; env READABLE)
  --positions FILE    positions, one per line: the input lines separated by
                      spaces, "-" for an empty line (the engine moves)
                      (default compare/bench.txt)
  -j, --jobs N        1: run the programs one after the other; 2 (default
                      when there are 2 cores or more): run umax and readable
                      of the same position at the same time, one per core, so
                      that both see the same machine load
  --results FILE      when the programs of every version agree, write
                      "VERSION NODES" for each to FILE (make bench:
                      compare/bench-nodes.txt, which tools/docs-check.sh
                      compares with the docs)
  --save FILE         also write the bench lines of every version to FILE,
                      after a line "# DATE, load average L at the start,
                      N cores, -j J" (the speed table of
                      docs/measurements.md is made from it:
                      tools/speed-table.sh FILE)
  --callgrind         also count instructions with valgrind --tool=callgrind
                      on a short input (compare/bench-short.txt: typed moves
                      only); slow under valgrind, but exact and repeatable
  -h, --help          this text
EOF
}

main() {
    local versions positions=$here/bench.txt callgrind=0 jobs results= save=
    versions=$(default_versions)
    local a_cmd=${UMAX:-"$root/build/umax%V-kibitz"}
    local b_cmd=${READABLE:-"$root/build/readable%V --kibitz"}
    jobs=$(nproc 2>/dev/null || echo 1)
    [ "$jobs" -ge 2 ] && jobs=2 || jobs=1
    while [ $# -gt 0 ]; do
        case $1 in
            --versions) versions=$2; shift ;;
            --umax) a_cmd=$2; shift ;;
            --readable) b_cmd=$2; shift ;;
            --positions) positions=$2; shift ;;
            -j|--jobs) jobs=$2; shift ;;
            --results) results=$2; shift ;;
            --save) save=$2; shift ;;
            --callgrind) callgrind=1 ;;
            -h|--help) usage; return 0 ;;
            *) usage >&2; echo "bench: unknown option $1" >&2; return 2 ;;
        esac
        shift
    done
    [ -r "$positions" ] || { echo "bench: cannot read $positions" >&2; return 2; }

    local status=0 v
    work=$(mktemp -d "${TMPDIR:-/tmp}/bench.XXXXXX")
    trap 'rm -rf "$work"' EXIT

    # The positions as input files, one per line of the positions file.
    cases_to_inputs "$positions" "$work/pos" || return 2

    local load
    load=$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo unknown)
    for v in $versions; do
        bench_version "$v" | tee "$work/bench$v.txt"
        [ "${PIPESTATUS[0]}" = 0 ] || status=1
    done
    if [ -n "$save" ]; then
        { echo "# $(date -u +%Y-%m-%d), load average $load at the start, $(nproc 2>/dev/null || echo 1) cores, -j $jobs"
          for v in $versions; do sed "s|$root/||g" "$work/bench$v.txt"; done; } > "$save"
    fi
    if [ -n "$results" ] && [ "$status" = 0 ]; then
        # "bench 43 readable  nodes 34907757 ..." -> "43 34907757"
        for v in $versions; do
            awk '$3 != "nodes" && $4 == "nodes" { print $2, $5; exit }' "$work/bench$v.txt"
        done > "$results"
    fi
    if [ "$callgrind" = 1 ]; then
        for v in $versions; do
            callgrind_version "$v" || status=1
        done
    fi
    return $status
}

# cases_to_inputs FILE PREFIX: one input file PREFIX001.in, ... per case
# line of FILE: its tokens are the input lines, "-" an empty line; lines
# starting with # and blank lines are skipped.
cases_to_inputs() {
    awk -v prefix="$2" '{ sub(/\r$/, "") } /^[ \t]*(#|$)/ { next }
        { n++; f = sprintf("%s%03d.in", prefix, n); s = ""
          for (k = 1; k <= NF; k++) s = s ($k == "-" ? "" : $k) "\n"
          printf "%s", s > f; close(f) }
        END { exit n == 0 }' "$1"
}

# run_timed CMD INPUT OUT: run CMD < INPUT > OUT; append "wall_ms cpu_ms" to
# OUT.time.  CPU time is user + system of the child (lib.sh).
run_timed() {
    local cmd=$1 input=$2 out=$3 t0 t1 c0
    t0=$(date +%s%N)
    children_cpu_ms "$out.t"; c0=$CPU_MS
    # shellcheck disable=SC2086  # the command is words: program and options
    $cmd < "$input" > "$out"
    children_cpu_ms "$out.t"
    t1=$(date +%s%N)
    echo "$(( (t1 - t0) / 1000000 )) $(( CPU_MS - c0 ))" >> "$out.time"
}

check_program() {
    local prog
    prog=$(program_of "$1")
    [ -x "$prog" ] || { echo "bench: program not found or not executable: $prog (run make first)" >&2; return 1; }
}

bench_version() {
    local v=$1 a b f n=0 na=0 nb=0 same=1 wa=0 wb=0 ca=0 cb=0 w c x
    a=${a_cmd//%V/$v}; b=${b_cmd//%V/$v}
    check_program "$a" && check_program "$b" || return 1
    for f in "$work"/pos*.in; do
        n=$((n + 1))
        if [ "$jobs" -ge 2 ]; then
            run_timed "$a" "$f" "$f.a$v" &
            run_timed "$b" "$f" "$f.b$v" &
            wait
        else
            run_timed "$a" "$f" "$f.a$v"
            run_timed "$b" "$f" "$f.b$v"
        fi
        x=$(transcript_nodes "$f.a$v"); na=$((na + x))
        x=$(transcript_nodes "$f.b$v"); nb=$((nb + x))
        cmp -s "$f.a$v" "$f.b$v" || same=0
        read -r w c < "$f.a$v.time"; wa=$((wa + w)); ca=$((ca + c))
        read -r w c < "$f.b$v.time"; wb=$((wb + w)); cb=$((cb + c))
    done
    awk -v v="$v" -v n="$n" -v na="$na" -v nb="$nb" -v wa="$wa" -v wb="$wb" -v ca="$ca" -v cb="$cb" \
        -v a="$a" -v b="$b" -v same="$same" -v an="${BENCH_A_NAME:-umax}" -v bn="${BENCH_B_NAME:-readable}" 'BEGIN {
        printf "bench %s %-9s nodes %10d  positions %d  wall %7.2f s  cpu %7.2f s  %s\n", v, an, na, n, wa / 1000, ca / 1000, a
        printf "bench %s %-9s nodes %10d  positions %d  wall %7.2f s  cpu %7.2f s  %s\n", v, bn, nb, n, wb / 1000, cb / 1000, b
        printf "bench %s nodes %s  %s/%s wall %.3f  cpu %.3f  speed %.2fx\n", v,
            (na == nb && same ? "OK" : (na == nb ? "MISMATCH (same total, different output)" : "MISMATCH")),
            bn, an, wa ? wb / wa : 0, ca ? cb / ca : 0, cb ? ca / cb : 0 }'
    [ "$na" = "$nb" ] && [ "$same" = 1 ]
}

# Instructions executed (callgrind's Ir) for one run of CMD on INPUT.
instructions() {
    local cmd=$1 input=$2 out=$3
    # shellcheck disable=SC2086
    valgrind --tool=callgrind --callgrind-out-file="$out.cg" $cmd < "$input" > "$out" 2> "$out.vg" || return 1
    sed -n 's/^summary: *//p' "$out.cg" | awk '{ print $1 }'
}

callgrind_version() {
    local v=$1 a b ia ib input=$work/short.in
    command -v valgrind >/dev/null || { echo "bench: --callgrind needs valgrind" >&2; return 1; }
    a=${a_cmd//%V/$v}; b=${b_cmd//%V/$v}
    grep -v '^#' "$here/bench-short.txt" | tr -s ' \t' '\n\n' | grep . > "$input"
    ia=$(instructions "$a" "$input" "$work/short.a$v") || { echo "bench: valgrind failed on $a" >&2; return 1; }
    ib=$(instructions "$b" "$input" "$work/short.b$v") || { echo "bench: valgrind failed on $b" >&2; return 1; }
    awk -v v="$v" -v ia="$ia" -v ib="$ib" -v an="${BENCH_A_NAME:-umax}" -v bn="${BENCH_B_NAME:-readable}" \
        -v na="$(transcript_nodes "$work/short.a$v")" -v nb="$(transcript_nodes "$work/short.b$v")" 'BEGIN {
        printf "callgrind %s %-9s instructions %12d  nodes %d\n", v, an, ia, na
        printf "callgrind %s %-9s instructions %12d  nodes %d\n", v, bn, ib, nb
        printf "callgrind %s nodes %s  %s/%s instructions %.3f\n", v, (na == nb ? "OK" : "MISMATCH"), bn, an, ib / ia }'
    [ "$(transcript_nodes "$work/short.a$v")" = "$(transcript_nodes "$work/short.b$v")" ]
}

main "$@"
exit $?
