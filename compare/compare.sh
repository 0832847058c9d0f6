#!/usr/bin/env bash
# compare.sh: run umax and readable over a corpus of positions and report
# every place where their transcripts differ.  See compare/README.md.
#
# Needs only bash, coreutils, awk and a C compiler (for compare/randgame.c).
set -u
shopt -s nullglob

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$here")

usage() {
    cat <<'EOF'
usage: compare/compare.sh [options]

Runs the kibitz builds of umax and readable of every version on the same
inputs and compares their outputs byte for byte (boards and root-search
trace).  Exit status 0 when all agree, 1 on any divergence or error, 2 on
bad usage.

Corpus (default: golden + random + selfplay + illegal):
  --quick              a fast check (its time: compare/README.md, "Measured
                       times"): the golden special cases but the two
                       costliest, 2 random positions, 1 self-play case and
                       2 illegal-input cases; every mode also runs the
                       golden cert-* cases and 4.8's illegal-*
  --full               every golden case (the 160-ply games too), 48 random
                       positions, 8 self-play and 24 illegal-input cases
                       (the default: every 4th opening and random case,
                       16, 3 and 6)
  --only PARTS         comma-separated corpus parts to run: golden, random,
                       selfplay, illegal (user files given with --games/--pgn/--cases
                       are always run)
  --golden             the golden inputs only (game-* included), each
                       program's output also checked against the golden
                       .kibitz transcript as a third party
  --match "GLOB..."    only the golden cases whose name matches one of the
                       globs (e.g. 'special-* opening-0*')
  --games FILE         user games, one per line in coordinate notation
                       (e2e4 e7e5 ...): every position of every game becomes
                       a case (its moves, then an engine move)
  --pgn FILE           a PGN file, converted with pgn-extract (when installed);
                       every position of every game becomes a case
  --every N            with --games/--pgn: only every N-th position and the
                       last (default 1: every position)
  --cases FILE         user cases, one per line: the input lines separated
                       by spaces, "-" for an empty line (the engine moves),
                       e.g. "e2e4 e7e5 - -"; lines starting with # are skipped
                       (compare/bench.txt has this format)
  --seed N             seed of the random and self-play games (default 1)
  --random N           number of random positions: random legal games of
                       6 to 80 plies, each ending in an engine move
                       (default 16; quick 2; full 48)
  --selfplay N         number of self-play cases: a random 2-12 ply opening,
                       then 4 engine moves (default 3; quick 1; full 8)
  --illegal N          number of illegal-input cases: a random legal game
                       that ends where illegal moves of one kind exist (the
                       kinds in turn), up to 3 of them typed, then 2 engine
                       moves (default 6; quick 2; full 24)

Programs:
  --versions "V..."    versions to compare (default: the Makefile's VERSIONS,
                       "40 42 43 48")
  --umax CMD           first program, %V replaced by the version
                       (default: build/umax%V-kibitz; env UMAX)
  --readable CMD       second program (default: build/readable%V --kibitz;
                       env READABLE)
  -j, --jobs N         parallel jobs (default: nproc)
  --timeout S          seconds allowed per engine move, a guard against
                       hangs (default 300)

Output:
  --show N             print at most N divergence reports per version
                       (default 3; all are saved in the work directory)
  --workdir DIR        where cases, outputs and reports go
                       (default: build/compare; cleared at start)
  --keep               keep the outputs of agreeing cases too
  --list               print the corpus (one case per line: part, id, the
                       input lines with "-" for an engine move) and exit
  -h, --help           this text
EOF
}

# The steps live in files of their own: corpus.sh builds the corpus,
# run-case.sh runs one case (through xargs, in parallel), summary.awk sums
# up a version; lib.sh has what they share.  bash reads a sourced file
# whole, and below are only functions, called by the last lines, so that
# editing these files during a run (a git pull, say) cannot disturb it.
. "$here/lib.sh"
. "$here/corpus.sh"

die() { echo "compare: $*" >&2; exit 2; }
need_arg() { [ $# -ge 2 ] || die "option $1 needs an argument"; }

main() {
    parse_options "$@"
    prepare_workdir
    corpus_build
    if [ "$list" = 1 ]; then
        list_corpus
        return 0
    fi
    run_all
}

parse_options() {
    versions=$(default_versions)
    a_cmd=${UMAX:-"$root/build/umax%V-kibitz"}
    b_cmd=${READABLE:-"$root/build/readable%V --kibitz"}
    jobs=$(nproc 2>/dev/null || echo 2)
    mode=default only="" seed=1 n_random="" n_selfplay="" n_illegal="" every=1
    user_games=() user_pgns=() user_cases=()
    show=3 workdir="$root/build/compare" keep=0 per_move_timeout=300 list=0 match=""
    while [ $# -gt 0 ]; do
        case $1 in
            --quick) mode=quick ;;
            --full) mode=full ;;
            --golden) mode=golden ;;
            --only) need_arg "$@"; only=$2; shift ;;
            --games) need_arg "$@"; user_games+=("$2"); shift ;;
            --pgn) need_arg "$@"; user_pgns+=("$2"); shift ;;
            --cases) need_arg "$@"; user_cases+=("$2"); shift ;;
            --every) need_arg "$@"; every=$2; shift ;;
            --seed) need_arg "$@"; seed=$2; shift ;;
            --random) need_arg "$@"; n_random=$2; shift ;;
            --selfplay) need_arg "$@"; n_selfplay=$2; shift ;;
            --illegal) need_arg "$@"; n_illegal=$2; shift ;;
            --versions) need_arg "$@"; versions=$2; shift ;;
            --umax) need_arg "$@"; a_cmd=$2; shift ;;
            --readable) need_arg "$@"; b_cmd=$2; shift ;;
            -j|--jobs) need_arg "$@"; jobs=$2; shift ;;
            -j[0-9]*) jobs=${1#-j} ;;
            --timeout) need_arg "$@"; per_move_timeout=$2; shift ;;
            --show) need_arg "$@"; show=$2; shift ;;
            --workdir) need_arg "$@"; workdir=$2; shift ;;
            --keep) keep=1 ;;
            --list) list=1 ;;
            --match) need_arg "$@"; match=$2; shift ;;
            -h|--help) usage; exit 0 ;;
            *) usage >&2; die "unknown option: $1" ;;
        esac
        shift
    done
    local n
    for n in "$jobs" "$every" "$seed" "$show" "$per_move_timeout" ${n_random:+"$n_random"} ${n_selfplay:+"$n_selfplay"} ${n_illegal:+"$n_illegal"}; do
        case $n in ''|*[!0-9]*) die "not a number: $n" ;; esac
    done
    [ "$every" -ge 1 ] || die "--every must be at least 1"
    [ "$jobs" -ge 1 ] || jobs=1
}

# The work directory is emptied, but only if it is one of ours (it holds
# our marker file) or already empty: a mistyped --workdir must not cost a
# directory of something else.
prepare_workdir() {
    if [ -d "$workdir" ] && [ -n "$(ls -A "$workdir")" ] && [ ! -f "$workdir/.compare-workdir" ] &&
       ! { [ -d "$workdir/cases" ] && [ -f "$workdir/jobs.common" ]; }; then
        die "refusing to empty $workdir: not a compare work directory (no .compare-workdir in it)"
    fi
    rm -rf "$workdir"
    mkdir -p "$workdir/cases" || die "cannot create $workdir"
    echo "compare.sh work directory, emptied by every run" > "$workdir/.compare-workdir"
    workdir=$(cd "$workdir" && pwd)
    cases=$workdir/cases
}

# --list: every case once: its part, its id, its input lines ("-" for an
# engine move).
list_corpus() {
    local v part id input
    for v in $versions; do
        cat "$workdir/jobs.common" "$workdir/jobs.$v"
    done | awk '!seen[$2]++' | while read -r part id input _; do
        printf '%s %s:%s\n' "$part" "$id" "$(awk '{ printf " %s", ($0 == "" ? "-" : $0) }' "$input")"
    done
}

run_all() {
    local v positions=0 failures=0 start end
    export CMP_WORK=$workdir CMP_A=$a_cmd CMP_B=$b_cmd CMP_HERE=$here CMP_KEEP=$keep
    export CMP_TIMEOUT=$per_move_timeout CMP_A_NAME=${CMP_A_NAME:-umax} CMP_B_NAME=${CMP_B_NAME:-readable}
    start=$(date +%s%N)
    for v in $versions; do
        require_program "$a_cmd" "$v"
        require_program "$b_cmd" "$v"
    done
    printf 'compare: %s vs %s, versions %s, %d job%s, work directory %s\n' \
        "${a_cmd}" "${b_cmd}" "$versions" "$jobs" "$([ "$jobs" = 1 ] || echo s)" "$workdir"
    for v in $versions; do
        run_version "$v"
        summarize_version "$v"
        positions=$((positions + $(total_of positions "$v")))
        failures=$((failures + $(total_of failures "$v")))
        show_divergences "$v"
    done
    end=$(date +%s%N)
    if [ "$failures" = 0 ]; then
        printf 'compare: PASS, %d position%s, no divergence, %s\n' "$positions" "$(plural "$positions")" \
            "$(seconds $(( (end - start) / 1000000 )))"
        exit 0
    fi
    printf 'compare: FAIL, %d position%s, %d divergence%s, %s\n' "$positions" "$(plural "$positions")" \
        "$failures" "$(plural "$failures")" "$(seconds $(( (end - start) / 1000000 )))"
    exit 1
}
require_program() {
    local prog
    prog=$(program_of "$1" "$2")
    [ -x "$prog" ] || die "program not found or not executable: $prog (run make first, or see --umax/--readable)"
}
plural() { [ "$1" = 1 ] || echo s; }
seconds() { awk -v ms="$1" 'BEGIN { printf "%.1f s", ms / 1000 }'; }
# total_of NAME VERSION: a field of the version's totals (summary.awk).
total_of() { tr ' ' '\n' < "$workdir/totals.$2" | sed -n "s/^$1=//p"; }

# run_version V: every case of version V through run-case.sh, JOBS at a
# time, longest first (most engine moves), so that the pool ends evenly.
# Sets wall_ms.
run_version() {
    local v=$1 part id input gold t0 t1 monitor="" total
    mkdir -p "$workdir/res/$v"
    cat "$workdir/jobs.common" "$workdir/jobs.$v" > "$workdir/jobs.$v.all"
    [ -s "$workdir/jobs.$v.all" ] || die "the corpus is empty"
    while read -r part id input gold; do
        printf '%d %s %s %s %s\n' "$(grep -c '^$' "$input")" "$part" "$id" "$input" "$gold"
    done < "$workdir/jobs.$v.all" | sort -k1,1nr -k3,3 > "$workdir/jobs.$v.sorted"
    t0=$(date +%s%N)
    if [ -t 2 ]; then
        # Progress on a terminal: cases finished so far.  The loop ends with
        # this script (Ctrl-C), since background jobs ignore SIGINT.
        total=$(wc -l < "$workdir/jobs.$v.sorted")
        while kill -0 $$ 2>/dev/null; do
            printf '\rcompare %s: %d/%d cases done ' "$v" \
                "$(find "$workdir/res/$v" -name '*.status' | wc -l)" "$total" >&2
            sleep 2
        done &
        monitor=$!
    fi
    awk -v v="$v" '{ print v, $3, $4, $5 }' "$workdir/jobs.$v.sorted" |
        xargs -P "$jobs" -n 4 "$here/run-case.sh"
    if [ -n "$monitor" ]; then
        kill "$monitor" 2>/dev/null; wait "$monitor" 2>/dev/null
        printf '\r\033[K' >&2
    fi
    t1=$(date +%s%N)
    wall_ms=$(( (t1 - t0) / 1000000 ))
}

# summarize_version V: the version's records (part, id, status) into
# summary.V, then summary.awk.
summarize_version() {
    local v=$1 part id st
    while read -r _ part id _ _; do
        st=$workdir/res/$v/$id.status
        if [ -f "$st" ]; then
            echo "part=$part id=$id $(cat "$st")"
        else
            echo "part=$part id=$id verdict=missing a_golden=- b_golden=-"
        fi
    done < "$workdir/jobs.$v.sorted" > "$workdir/summary.$v"
    awk -v version="$v" -v mode="$mode" -v wall_ms="$wall_ms" -v res_dir="$workdir/res/$v" \
        -v a_name="$CMP_A_NAME" -v b_name="$CMP_B_NAME" \
        -v totals_file="$workdir/totals.$v" -v divergences_file="$workdir/divergences.$v" \
        -f "$here/summary.awk" "$workdir/summary.$v"
}

# show_divergences V: the reports of the cases that did not agree, in the
# order of divergences.V (simplest first), at most SHOW of them.
show_divergences() {
    local v=$1 shown=0 part id rep
    while read -r _ _ part id; do
        rep=$workdir/res/$v/$id.report
        if [ "$shown" -lt "$show" ]; then
            echo "DIVERGENCE $v $id ($part)"
            if [ -f "$rep" ]; then cat "$rep"; else echo "  (no report: the case did not finish)"; fi
            echo "  files: $workdir/res/$v/$id.{in,umax,readable}"
        fi
        shown=$((shown + 1))
    done < "$workdir/divergences.$v"
    [ "$shown" -le "$show" ] || echo "compare $v: $((shown - show)) more divergence reports in $workdir/res/$v/*.report"
}

main "$@"
exit $?
