#!/usr/bin/env bash
# port.sh: check someone else's micro-Max port against the published
# program's golden transcripts; print a certificate of identity or the
# first divergence, and (--name) which known deviation explains it.
# See compare/README.md ("Checking a port").
set -u
shopt -s nullglob

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$here")

usage() {
    cat <<'EOF'
usage: compare/port.sh (--line CMD | --uci CMD | --lib "FILES...") [options]

Runs the golden cases of tests/golden/VERSION through a port and compares
what it prints with the published program's transcripts.  Exit status 0
when the port is identical on every case run, 1 when it differs, 2 on bad
usage.

The port:
  --line CMD        a program speaking the published line protocol: a board
                    after every input line, an empty line for an engine
                    move; with kibitz lines ("%2d ply, %9d searched, ...")
                    they are compared too, without them only the boards
  --uci CMD         a UCI engine: every engine move of a case is asked for
                    with "position startpos moves ..." and the go command;
                    its bestmove is compared, and the nodes and scores of
                    its "info depth" lines where it prints them
  --lib "FILES..."  a C library: FILES (your adapter made from
                    compare/port/adapter-template.c, your port's sources,
                    -I and -D flags) are compiled with compare/port/driver.c
                    into a line-protocol program, then as --line

Options:
  --version V       the golden version (default 48; 40 42 43 also exist)
  --match "GLOB..." only the cases whose name matches a glob
                    (e.g. 'special-* opening-0*'); default: all
  --short           the short cases only (not the 160-ply game-*)
  --go CMD          uci: the search command (default "go nodes 1000000",
                    the published program's budget)
  --name            when the port differs, build readable with each known
                    port deviation (compare/port/deviations/) and
                    name the variant that matches the port longest
  --deviations "D..." with --name: the deviations to try (default: the ten
                    patches; also PORT_HASH_BITS=N, a table of 2^N)
  --readable-args A with --name: options for the variants (e.g. "--nodes
                    100000" for a port with another budget)
  -j N              parallel cases (default: nproc)
  --timeout S       seconds per case (default 600)
  --show N          divergence reports to print (default 1)
  --workdir DIR     default build/port (emptied at start)
  -h, --help        this text
EOF
}

die() { echo "port: $*" >&2; exit 2; }
need_arg() { [ $# -ge 2 ] || die "option $1 needs an argument"; }

. "$here/lib.sh"

parse_options() {
    mode="" cmd="" version=48 match="" short=0 go_cmd="go nodes 1000000" name=0
    deviations="" readable_args="" jobs=$(nproc 2>/dev/null || echo 2) timeout=600 show=1
    workdir=$root/build/port
    while [ $# -gt 0 ]; do
        case $1 in
            --line|--uci|--lib) need_arg "$@"; [ -z "$mode" ] || die "give one port: $1 after --$mode"
                                mode=${1#--}; cmd=$2; shift ;;
            --version) need_arg "$@"; version=$2; shift ;;
            --match) need_arg "$@"; match=$2; shift ;;
            --short) short=1 ;;
            --go) need_arg "$@"; go_cmd=$2; shift ;;
            --name) name=1 ;;
            --deviations) need_arg "$@"; deviations=$2; shift ;;
            --readable-args) need_arg "$@"; readable_args=$2; shift ;;
            -j) need_arg "$@"; jobs=$2; shift ;;
            -j[0-9]*) jobs=${1#-j} ;;
            --timeout) need_arg "$@"; timeout=$2; shift ;;
            --show) need_arg "$@"; show=$2; shift ;;
            --workdir) need_arg "$@"; workdir=$2; shift ;;
            -h|--help) usage; exit 0 ;;
            *) usage >&2; die "unknown option: $1" ;;
        esac
        shift
    done
    [ -n "$mode" ] || { usage >&2; die "no port given (--line, --uci or --lib)"; }
    local n
    for n in "$jobs" "$timeout" "$show"; do
        case $n in ''|*[!0-9]*) die "not a number: $n" ;; esac
    done
    [ -d "$root/tests/golden/$version" ] || die "no golden transcripts for version $version"
    [ "$jobs" -ge 1 ] || jobs=1
}

prepare_workdir() {
    if [ -d "$workdir" ] && [ -n "$(ls -A "$workdir")" ] && [ ! -f "$workdir/.port-workdir" ]; then
        die "refusing to empty $workdir: not a port.sh work directory"
    fi
    rm -rf "$workdir"
    mkdir -p "$workdir/res" || die "cannot create $workdir"
    echo "port.sh work directory, emptied by every run" > "$workdir/.port-workdir"
    workdir=$(cd "$workdir" && pwd)
}

# --lib: the driver and the user's files, one program.
build_lib_driver() {
    local cc=${CC:-cc}
    # shellcheck disable=SC2086  # FILES are words: files and flags
    $cc -O2 -w -o "$workdir/port-driver" -I"$here/port" "$here/port/driver.c" $cmd ||
        die "the driver did not build with: $cmd"
    cmd=$workdir/port-driver
    mode=line
}

# The cases: every golden input of the version, filtered.
list_cases() {
    local f id g keep pats
    read -ra pats <<< "$match"
    for f in "$root/tests/golden/$version"/*.in; do
        id=$(basename "$f" .in)
        [ "$short" = 0 ] || case $id in game-*) continue ;; esac
        if [ -n "$match" ]; then
            keep=0
            for g in "${pats[@]}"; do
                # shellcheck disable=SC2254  # the glob is the user's
                case $id in $g) keep=1 ;; esac
            done
            [ "$keep" = 1 ] || continue
        fi
        echo "$id"
    done
}

# run_port CMD MODE WORK: every case through one program; status records
# in WORK/res.
run_port() {
    mkdir -p "$3/res"
    PORT_MODE=$2 PORT_CMD=$1 PORT_WORK=$3 PORT_GOLDEN=$root/tests/golden PORT_HERE=$here \
    PORT_TIMEOUT=$timeout PORT_GO=$go_cmd \
        xargs -P "$jobs" -I{} "$here/port-case.sh" "$version" {} < "$workdir/cases"
}

# field NAME FILE: a named field of a status record.
field() { tr ' ' '\n' < "$2" | sed -n "s/^$1=//p"; }

# score WORK: "CASES_SAME LINES_MATCHED" over the cases of WORK.
score_of() {
    local id same=0 lines=0
    while read -r id; do
        [ -f "$1/res/$id.status" ] || continue
        [ "$(field verdict "$1/res/$id.status")" = same ] && same=$((same + 1))
        lines=$((lines + $(field matched "$1/res/$id.status")))
    done < "$workdir/cases"
    echo "$same $lines"
}

summarize() {
    local id st n=0 same=0 differ=0 skipped=0 moves=0 nodes=0 kib=0 extra=0 first=""
    while read -r id; do
        st=$workdir/res/$id.status
        n=$((n + 1))
        if [ ! -f "$st" ]; then differ=$((differ + 1)); continue; fi
        case $(field verdict "$st") in
            same) same=$((same + 1))
                  moves=$((moves + $(field moves "$st")))
                  nodes=$((nodes + $(field nodes "$st")))
                  [ "$(field kibitz "$st")" = 0 ] || kib=$((kib + 1))
                  extra=$((extra + $(field extra "$st"))) ;;
            skipped) skipped=$((skipped + 1)) ;;
            *) differ=$((differ + 1)) ;;
        esac
    done < "$workdir/cases"
    local run=$((n - skipped)) gcommit
    gcommit=$(git -C "$root" log -1 --format=%h -- tests/golden 2>/dev/null)
    echo "port: $cmd ($mode), micro-Max $(dotted "$version") golden transcripts (tests/golden/$version${gcommit:+, commit $gcommit})"
    if [ "$differ" = 0 ] && [ "$run" -gt 0 ]; then
        echo "port: IDENTICAL to the published micro-Max $(dotted "$version") on $same/$run case$(plural "$run"):" \
             "$moves engine move$(plural "$moves"), $nodes nodes (bench number of the transcripts);" \
             "$(what_compared "$kib" "$same")"
        [ "$skipped" = 0 ] || echo "port: $skipped case$(plural "$skipped") skipped: a refused input, which UCI cannot send"
        [ "$extra" = 0 ] || echo "port: $extra case$(plural "$extra") printed more after the end of its input (it does not stop there; ignored)"
        return 0
    fi
    echo "port: DIFFERENT from the published micro-Max $(dotted "$version"): $differ of $run case$(plural "$run") differ, $same identical" \
         "$([ "$skipped" = 0 ] || echo "($skipped skipped: refused input)")"
    echo "port: matching output lines: $(score_of "$workdir" | awk '{ print $2 }') (the longer, the later the first difference)"
    show_divergences
    return 1
}
dotted() { echo "${1:0:1}.${1:1}"; }
plural() { [ "$1" = 1 ] || echo s; }
what_compared() {
    if [ "$mode" = uci ]; then
        echo "bestmove compared, and info lines with nodes in $1 of $2 cases"
    elif [ "$1" = "$2" ]; then
        echo "every board and every root iteration line (kibitz) compared"
    elif [ "$1" = 0 ]; then
        echo "boards compared (the port prints no kibitz lines: its moves, not its nodes, are certified)"
    else
        echo "boards compared, kibitz lines too in $1 of $2 cases"
    fi
}

# The reports of the differing cases, the one that differs soonest first.
show_divergences() {
    local id st shown=0
    while read -r id; do
        st=$workdir/res/$id.status
        [ -f "$st" ] && [ "$(field verdict "$st")" = differ ] || continue
        echo "$(field matched "$st") $id"
    done < "$workdir/cases" | sort -k1,1n -k2,2 > "$workdir/divergences"
    while read -r _ id; do
        [ "$shown" -lt "$show" ] || break
        echo "DIVERGENCE $version $id (golden)"
        cat "$workdir/res/$id.report" 2>/dev/null || echo "  (no report)"
        if [ "$mode" = line ]; then
            echo "  files: $workdir/res/$id.port, tests/golden/$version/$id.kibitz"
        else
            echo "  files: $workdir/res/$id.uci.*, tests/golden/$version/$id.kibitz"
        fi
        shown=$((shown + 1))
    done < "$workdir/divergences"
    local all
    all=$(wc -l < "$workdir/divergences")
    [ "$all" -le "$shown" ] || echo "port: $((all - shown)) more divergence reports in $workdir/res/*.report"
}

main() {
    parse_options "$@"
    prepare_workdir
    [ "$mode" != lib ] || build_lib_driver
    list_cases > "$workdir/cases"
    [ -s "$workdir/cases" ] || die "no golden case matches"
    [ -x "$(program_of "$cmd")" ] || command -v "$(program_of "$cmd")" > /dev/null ||
        die "program not found: $(program_of "$cmd")"
    run_port "$cmd" "$mode" "$workdir"
    if summarize; then return 0; fi
    if [ "$name" = 1 ]; then
        . "$here/port-name.sh"
        name_deviation
    fi
    return 1
}

main "$@"
exit $?
