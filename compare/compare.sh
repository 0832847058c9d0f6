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

Corpus (default: golden + random + selfplay):
  --quick              a fast check (about 1-2 minutes): the golden special
                       cases, a few random positions and one self-play case
  --full               the default corpus plus the golden 160-ply games and
                       twice the random positions
  --only PARTS         comma-separated corpus parts to run: golden, random,
                       selfplay (user files given with --games/--pgn/--cases
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

Programs:
  --versions "V..."    versions to compare (default "40 42 43")
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

# The whole script is one function, read by bash before it runs, so that
# editing this file during a run (a git pull, say) cannot disturb that run.
main() {
# ---------------------------------------------------------------- options
versions="40 42 43"
a_cmd=${UMAX:-"$root/build/umax%V-kibitz"}
b_cmd=${READABLE:-"$root/build/readable%V --kibitz"}
jobs=$(nproc 2>/dev/null || echo 2)
mode=default
only=""
seed=1
n_random=""
n_selfplay=""
every=1
user_games=()
user_pgns=()
user_cases=()
show=3
workdir="$root/build/compare"
keep=0
per_move_timeout=300
run_case_mode=0
list=0
match=""

die() { echo "compare: $*" >&2; exit 2; }
need_arg() { [ $# -ge 2 ] || die "option $1 needs an argument"; }

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
        --run-case) shift; run_case_mode=1; break ;;   # internal, see run_case
        *) usage >&2; die "unknown option: $1" ;;
    esac
    shift
done

for n in "$jobs" "$every" "$seed" "$show" "$per_move_timeout" ${n_random:+"$n_random"} ${n_selfplay:+"$n_selfplay"}; do
    case $n in ''|*[!0-9]*) die "not a number: $n" ;; esac
done
[ "$every" -ge 1 ] || die "--every must be at least 1"
[ "$jobs" -ge 1 ] || jobs=1

# ---------------------------------------------------------------- one case
# ms_of 1m2.345s: milliseconds, for the output of the `times` builtin.
ms_of() {
    local t=${1%s} m s f
    m=${t%%m*}; s=${t#*m}; f=${s#*.}; s=${s%.*}
    echo $(( (10#$m * 60 + 10#$s) * 1000 + 10#$f ))
}
# cpu_ms FILE: set CPU to the CPU time (user + system, ms) that the children
# of this shell have used so far.  `times` must run in this shell, not in a
# $(...) subshell, hence the file.
cpu_ms() {
    local u sy
    times > "$1"
    { read -r _; read -r u sy; } < "$1"
    rm -f "$1"
    CPU=$(( $(ms_of "$u") + $(ms_of "$sy") ))
}

# run_case V ID INPUT GOLDEN: run both programs on INPUT, write
# res/V/ID.status (see the format below) and, when they differ,
# res/V/ID.report.  Called in parallel through xargs.
run_case() {
    local v=$1 id=$2 input=$3 golden=$4
    local dir=$CMP_WORK/res/$v out_a out_b rc_a rc_b moves limit t0 t1 c0 c1 c2
    local ga=- gb=- verdict nodes refused a b
    a=${CMP_A//%V/$v}; b=${CMP_B//%V/$v}
    out_a=$dir/$id.umax; out_b=$dir/$id.readable
    moves=$(grep -c '^$' "$input")
    limit=$(( CMP_TIMEOUT * (moves + 1) ))
    t0=$(date +%s%N)
    cpu_ms "$dir/$id.times"; c0=$CPU
    # shellcheck disable=SC2086  # the commands are words: program and options
    timeout "$limit" $a < "$input" > "$out_a" 2> "$dir/$id.umax.err"; rc_a=$?
    cpu_ms "$dir/$id.times"; c1=$CPU
    # shellcheck disable=SC2086
    timeout "$limit" $b < "$input" > "$out_b" 2> "$dir/$id.readable.err"; rc_b=$?
    cpu_ms "$dir/$id.times"; c2=$CPU
    t1=$(date +%s%N)
    if [ "$rc_a" = 0 ] && [ "$rc_b" = 0 ] && cmp -s "$out_a" "$out_b"; then
        verdict=agree
    else
        verdict=diverge
    fi
    if [ "$golden" != - ]; then
        if cmp -s "$out_a" "$golden"; then ga=1; else ga=0; fi
        if cmp -s "$out_b" "$golden"; then gb=1; else gb=0; fi
    fi
    # Nodes: the last "searched" figure before each board, summed.
    nodes=$(awk '/^ *-?[0-9]+ ply, / { last = $3; next }
                 { if (last != "") { sum += last; last = "" } }
                 END { printf "%.0f", sum }' "$out_a")
    # Refused inputs: non-empty input lines after which umax printed the same
    # board again (a legal move always changes the board).
    refused=$(awk -v in_file="$input" '
        BEGIN { while ((getline l < in_file) > 0) inp[++n] = l }
        /^ *-?[0-9]+ ply, / { next }
        { b = b $0 "\n"; if (++rows == 8) { if (k > 0 && inp[k] != "" && b == prev) r++
                                            prev = b; b = ""; rows = 0; k++ } }
        END { print r + 0 }' "$out_a")
    # verdict, exit statuses, golden matches (1/0/-), wall ms, engine moves,
    # nodes, CPU ms of each program, refused input lines.
    echo "$verdict $rc_a $rc_b $ga $gb $(( (t1 - t0) / 1000000 )) $moves $nodes" \
        "$(( c1 - c0 ))" "$(( c2 - c1 ))" "$refused" > "$dir/$id.status"
    if [ $verdict = diverge ]; then
        awk -v in_file="$input" -v a_file="$out_a" -v b_file="$out_b" \
            -v a_name="${CMP_A_NAME}$v" -v b_name="${CMP_B_NAME}$v" \
            -v a_rc="$rc_a" -v b_rc="$rc_b" -v a_cmd="$a" -v key_file="$dir/$id.key" \
            -f "$CMP_HERE/report.awk" > "$dir/$id.report"
        cp "$input" "$dir/$id.in"
    elif [ "$CMP_KEEP" = 0 ]; then
        rm -f "$out_a" "$out_b" "$dir/$id.umax.err" "$dir/$id.readable.err"
    fi
}

if [ "$run_case_mode" = 1 ]; then
    [ $# -eq 4 ] && [ -n "${CMP_WORK:-}" ] || die "--run-case is internal"
    run_case "$@"
    exit 0
fi

# ---------------------------------------------------------------- corpus
# Sizes per mode (see README.md for the measured times):
#   quick:   golden special-* cases but the two costliest, 2 random
#            positions, 1 self-play case
#   default: golden special-* cases and every 4th opening-* and random-*
#            case, 16 random positions, 3 self-play cases
#   full:    every golden case (the 160-ply games too), 48 random positions,
#            8 self-play cases
case $mode in
    quick) : "${n_random:=2}" "${n_selfplay:=1}" ;;
    full) : "${n_random:=48}" "${n_selfplay:=8}" ;;
    *) : "${n_random:=16}" "${n_selfplay:=3}" ;;
esac
if [ -z "$only" ]; then
    if [ "$mode" = golden ]; then only=golden
    elif [ ${#user_games[@]} -gt 0 ] || [ ${#user_pgns[@]} -gt 0 ] || [ ${#user_cases[@]} -gt 0 ]; then only=none
    else only=golden,random,selfplay
    fi
fi
want() { case ",$only," in *",$1,"*) return 0 ;; *) return 1 ;; esac }

# The work directory is emptied, but only if it is one of ours (it holds
# our marker file) or already empty: a mistyped --workdir must not cost a
# directory of something else.
if [ -d "$workdir" ] && [ -n "$(ls -A "$workdir")" ] && [ ! -f "$workdir/.compare-workdir" ] &&
   ! { [ -d "$workdir/cases" ] && [ -f "$workdir/jobs.common" ]; }; then
    die "refusing to empty $workdir: not a compare work directory (no .compare-workdir in it)"
fi
rm -rf "$workdir"
mkdir -p "$workdir/cases" || die "cannot create $workdir"
echo "compare.sh work directory, emptied by every run" > "$workdir/.compare-workdir"
workdir=$(cd "$workdir" && pwd)
cases=$workdir/cases

# Each corpus part writes case inputs into cases/ and lines "part id input
# golden" into a job list: jobs.common (every version) or jobs.V.

randgame=$root/build/randgame
build_randgame() {
    if [ ! -x "$randgame" ] || [ "$here/randgame.c" -nt "$randgame" ]; then
        mkdir -p "$root/build"
        ${CC:-cc} -std=c99 -O2 -o "$randgame" "$here/randgame.c" || die "cannot build $randgame"
    fi
}

# add_positions PART PREFIX FILE EVERY: every EVERY-th position (ply 0,
# EVERY, 2*EVERY, ...) of every game in FILE (one game per line), and always
# the game's last position, becomes a case: the game's moves up to there,
# then an empty line (the engine moves).  Identical cases are kept once.
add_positions() {
    local part=$1 prefix=$2 file=$3 ev=$4
    awk -v part="$part" -v prefix="$prefix" -v dir="$cases" -v ev="$ev" '
        { sub(/\r$/, "")
          n = split($0, m, /[ \t]+/)
          g++
          for (p = 0; p <= n; p++) {
              if (p % ev != 0 && p != n) continue
              s = ""
              for (i = 1; i <= p; i++) if (m[i] != "") s = s m[i] "\n"
              s = s "\n"
              if (s in seen) continue
              seen[s] = 1
              id = sprintf("%s%03d-p%03d", prefix, g, p)
              f = dir "/" id ".in"
              printf "%s", s > f; close(f)
              print part, id, f, "-"
          }
        }' "$file" >> "$workdir/jobs.common"
}

if want random || want selfplay || [ ${#user_games[@]} -gt 0 ] || [ ${#user_pgns[@]} -gt 0 ]; then
    build_randgame
fi
: > "$workdir/jobs.common"

if want random; then
    # Random legal games of 6 to 80 plies, each compared at its last
    # position: its moves, then one engine move.
    "$randgame" games "$n_random" "$seed" 6 80 > "$workdir/random.games"
    awk -v dir="$cases" '{ g++; id = sprintf("random%03d-p%03d", g, NF); f = dir "/" id ".in"
        s = ""; for (i = 1; i <= NF; i++) s = s $i "\n"
        printf "%s\n", s > f; close(f); print "random", id, f, "-" }' \
        "$workdir/random.games" >> "$workdir/jobs.common"
fi
if want selfplay; then
    # Self-play: a short random opening (2 to 12 plies, from a seed of its
    # own), then four engine moves in a row in one process.
    "$randgame" games "$n_selfplay" $(( seed + 1000003 )) 2 12 > "$workdir/selfplay.games"
    awk -v dir="$cases" '{ g++; id = sprintf("selfplay%03d", g); f = dir "/" id ".in"
        s = ""; for (i = 1; i <= NF; i++) s = s $i "\n"
        printf "%s\n\n\n\n", s > f; close(f); print "selfplay", id, f, "-" }' \
        "$workdir/selfplay.games" >> "$workdir/jobs.common"
fi
i=0
for f in ${user_games[@]+"${user_games[@]}"}; do
    i=$((i + 1))
    [ -r "$f" ] || die "cannot read $f"
    # Cut each game before its first illegal move (a note goes to stderr).
    "$randgame" check < "$f" > "$workdir/user$i.games" || die "cannot read $f"
    add_positions games "games$i-" "$workdir/user$i.games" "$every"
done
i=0
for f in ${user_pgns[@]+"${user_pgns[@]}"}; do
    i=$((i + 1))
    [ -r "$f" ] || die "cannot read $f"
    pe=$(command -v pgn-extract || { [ -x /usr/games/pgn-extract ] && echo /usr/games/pgn-extract; })
    [ -n "$pe" ] || die "--pgn needs pgn-extract (Debian package pgn-extract)"
    # -Wuci: moves as e2e4 (e7e8q for promotions), one game per line.
    "$pe" -s --notags --nocomments --nonags --novars --nochecks --nomovenumbers \
        --noresults -Wuci -w100000 "$f" 2>/dev/null |
        awk 'NF { print }' > "$workdir/pgn$i.raw"
    "$randgame" check < "$workdir/pgn$i.raw" > "$workdir/pgn$i.games"
    [ -s "$workdir/pgn$i.games" ] || die "no games found in $f"
    add_positions pgn "pgn$i-" "$workdir/pgn$i.games" "$every"
done
i=0
for f in ${user_cases[@]+"${user_cases[@]}"}; do
    i=$((i + 1))
    [ -r "$f" ] || die "cannot read $f"
    awk -v dir="$cases" -v i="$i" '{ sub(/\r$/, "") } /^[ \t]*(#|$)/ { next }
        { g++; id = sprintf("cases%d-%03d", i, g)
          f = dir "/" id ".in"; s = ""
          for (k = 1; k <= NF; k++) s = s ($k == "-" ? "" : $k) "\n"
          printf "%s", s > f; close(f); print "cases", id, f, "-" }' "$f" >> "$workdir/jobs.common"
done

golden_dir=$root/tests/golden
for v in $versions; do
    : > "$workdir/jobs.$v"
    want golden || continue
    [ -d "$golden_dir/$v" ] || die "no golden cases in $golden_dir/$v"
    for f in "$golden_dir/$v"/*.in; do
        name=$(basename "$f" .in)
        if [ -n "$match" ]; then
            hit=0
            for pat in $match; do
                # shellcheck disable=SC2254  # the pattern is a glob on purpose
                case $name in $pat) hit=1 ;; esac
            done
            [ "$hit" = 1 ] || continue
        fi
        case $mode:$name in
            quick:special-selfplay-*|quick:special-castle-through-check) continue ;;
            quick:opening-*|quick:random-*|quick:game-*|default:game-*) continue ;;
            default:opening-*|default:random-*)
                n=${name##*-}
                [ $(( 10#$n % 4 )) = 0 ] || continue ;;
        esac
        gold=$golden_dir/$v/$name.kibitz
        [ -f "$gold" ] || gold=-
        echo "golden golden-$name $f $gold" >> "$workdir/jobs.$v"
    done
done

# ---------------------------------------------------------------- run
if [ "$list" = 1 ]; then
    for v in $versions; do
        cat "$workdir/jobs.common" "$workdir/jobs.$v"
    done | awk '!seen[$2]++' | while read -r part id input _; do
        printf '%s %s:%s\n' "$part" "$id" "$(awk '{ printf " %s", ($0 == "" ? "-" : $0) }' "$input")"
    done
    return 0
fi
export CMP_WORK=$workdir CMP_A=$a_cmd CMP_B=$b_cmd CMP_HERE=$here CMP_KEEP=$keep
export CMP_TIMEOUT=$per_move_timeout CMP_A_NAME=${CMP_A_NAME:-umax} CMP_B_NAME=${CMP_B_NAME:-readable}

check_program() {
    local cmd=${1//%V/$2}
    local prog=${cmd%% *}
    [ -x "$prog" ] || die "program not found or not executable: $prog (run make first, or see --umax/--readable)"
}

plural() { [ "$1" = 1 ] || echo s; }
fmt_time() { awk -v ms="$1" 'BEGIN { printf "%.1f s", ms / 1000 }'; }

total_div=0
total_pos=0
start_all=$(date +%s%N)
for v in $versions; do
    check_program "$a_cmd" "$v"
    check_program "$b_cmd" "$v"
done
printf 'compare: %s vs %s, versions %s, %d job%s, work directory %s\n' \
    "${a_cmd}" "${b_cmd}" "$versions" "$jobs" "$([ "$jobs" = 1 ] || echo s)" "$workdir"

for v in $versions; do
    mkdir -p "$workdir/res/$v"
    cat "$workdir/jobs.common" "$workdir/jobs.$v" > "$workdir/jobs.$v.all"
    [ -s "$workdir/jobs.$v.all" ] || die "the corpus is empty"
    # Longest cases first (most engine moves), so the pool ends evenly.
    while read -r part id input gold; do
        printf '%d %s %s %s %s\n' "$(grep -c '^$' "$input")" "$part" "$id" "$input" "$gold"
    done < "$workdir/jobs.$v.all" | sort -k1,1nr -k3,3 > "$workdir/jobs.$v.sorted"
    t0=$(date +%s%N)
    monitor=""
    if [ -t 2 ]; then
        # Progress on a terminal: cases finished so far.  The loop ends with
        # this script (Ctrl-C), since background jobs ignore SIGINT.
        total=$(wc -l < "$workdir/jobs.$v.sorted")
        while kill -0 $$ 2>/dev/null; do
            done_n=$(find "$workdir/res/$v" -name '*.status' | wc -l)
            printf '\rcompare %s: %d/%d cases done ' "$v" "$done_n" "$total" >&2
            sleep 2
        done &
        monitor=$!
    fi
    awk -v v="$v" '{ print v, $3, $4, $5 }' "$workdir/jobs.$v.sorted" |
        xargs -P "$jobs" -n 4 "$here/compare.sh" --run-case
    if [ -n "$monitor" ]; then
        kill "$monitor" 2>/dev/null; wait "$monitor" 2>/dev/null
        printf '\r\033[K' >&2
    fi
    t1=$(date +%s%N)
    ms=$(( (t1 - t0) / 1000000 ))

    # Summary: positions tried, agreements, divergences, time.
    while read -r _ part id _ _; do
        st=$workdir/res/$v/$id.status
        if [ -f "$st" ]; then echo "$part $id $(cat "$st")"; else echo "$part $id missing - - - - 0 0 0"; fi
    done < "$workdir/jobs.$v.sorted" > "$workdir/summary.$v"
    read -r pos agree div moves nodes parts gsum cpu_a cpu_b refused < <(awk '
        { n++; if ($3 == "agree") a++; else d++; mv += $9; nd += $10; ca += $11; cb += $12
          if ($1 != "golden" && $1 != "cases") rf += $13
          cnt[$1]++
          if ($6 != "-") { g++; ga += $6; gb += $7 } }
        END { s = ""
              split("golden random selfplay games pgn cases", order, " ")
              for (i = 1; i <= 6; i++) if (order[i] in cnt) s = s (s == "" ? "" : ",_") cnt[order[i]] "_" order[i]
              printf "%d %d %d %d %.0f %s %s %.0f %.0f %d\n", n, a, d, mv, nd, s, (g ? ga "/" g "_" gb "/" g : "-"), ca, cb, rf }' \
        "$workdir/summary.$v")
    total_div=$((total_div + div))
    total_pos=$((total_pos + pos))
    printf 'compare %s: %d position%s (%s), %d engine move%s, %s nodes: %d agree, %d diverge; %s (cpu %s %s, %s %s)\n' \
        "$v" "$pos" "$(plural "$pos")" "${parts//_/ }" "$moves" "$(plural "$moves")" "$nodes" "$agree" "$div" "$(fmt_time "$ms")" \
        "$CMP_A_NAME" "$(fmt_time "$cpu_a")" "$CMP_B_NAME" "$(fmt_time "$cpu_b")"
    # Generated and user games are legal chess (checked by randgame), so a
    # refused move there means that the engines and randgame disagree on
    # the rules: not a umax/readable divergence, but worth a look.
    [ "$refused" = 0 ] || printf 'compare %s: warning: %d moves of generated or user games were refused by %s%s (see the reports or --keep)\n' \
        "$v" "$refused" "$CMP_A_NAME" "$v"
    if [ "$gsum" != - ]; then
        printf 'compare %s: golden transcripts matched: %s%s %s, %s%s %s\n' "$v" \
            "$CMP_A_NAME" "$v" "${gsum%%_*}" "$CMP_B_NAME" "$v" "${gsum#*_}"
        if [ "$mode" = golden ]; then
            # The verdicts must follow from the golden transcripts: a case is
            # an agreement exactly when both programs print the same output,
            # so when both match the golden file it must agree, and when one
            # matches and the other does not it must diverge.
            bad=$(awk '$6 != "-" && (($6 == 1 && $7 == 1 && $3 != "agree") ||
                       ($6 != $7 && $3 == "agree")) { print $2 }' "$workdir/summary.$v")
            [ -z "$bad" ] || { echo "compare $v: verdicts inconsistent with the golden files: $bad"; total_div=$((total_div + 1)); }
            mism=$(awk '$6 != "-" && ($6 == 0 || $7 == 0) { print $2 }' "$workdir/summary.$v" | wc -l)
            [ "$mism" = 0 ] || total_div=$((total_div + mism))
        fi
    fi
    if [ "$div" -gt 0 ]; then
        # Simplest first: the divergences that appear after the fewest
        # input lines.
        shown=0
        while read -r part id verdict _; do
            [ "$verdict" = agree ] && continue
            key=$workdir/res/$v/$id.key
            if [ -f "$key" ]; then echo "$(cat "$key") $part $id"; else echo "999999 0 $part $id"; fi
        done < "$workdir/summary.$v" | sort -k1,1n -k2,2n -k4,4 > "$workdir/divergences.$v"
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
    fi
done
end_all=$(date +%s%N)
if [ "$total_div" = 0 ]; then
    printf 'compare: PASS, %d position%s, no divergence, %s\n' "$total_pos" "$(plural "$total_pos")" "$(fmt_time $(( (end_all - start_all) / 1000000 )))"
    exit 0
fi
printf 'compare: FAIL, %d position%s, %d divergence%s, %s\n' "$total_pos" "$(plural "$total_pos")" "$total_div" \
    "$([ "$total_div" = 1 ] || echo s)" "$(fmt_time $(( (end_all - start_all) / 1000000 )))"
exit 1
}

main "$@"
exit $?
