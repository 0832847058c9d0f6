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

Runs golden cases of tests/golden/VERSION through a port and compares
what it prints with the published program's transcripts.  Without --match,
--short, --all or --cases: the certificate, the cert-* cases, chosen to
tell every killable single-token change of the listing from it
(compare/mutate/README.md).  Exit status 0 when the port is identical on
every case run, 1 when it differs, 2 on bad usage.

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
  --short           the short golden cases (all but the 160-ply game-*)
  --all             every golden case, the 160-ply games too
  --cases FILE      your own cases, as compare.sh takes them: one case per
                    line, its input lines separated by spaces, "-" for an
                    empty line (engine move), "#" for a comment; the
                    published program's transcripts are made with
                    --reference.  Only these run, unless --match or --short
                    adds golden cases.  May be given more than once
  --reference CMD   for --cases: the published program (default
                    build/umax%V, and build/umax%V-kibitz for its kibitz
                    lines; %V the version), which print what the published
                    listing prints
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
  --sshlogin LOGINS run the cases through GNU parallel on these machines
                    (its --sshlogin syntax, e.g. ":,8/me@big": this machine
                    and 8 jobs on big); each needs this repository, the
                    port's command and the work directory at the same
                    paths (a shared file system)
  --timeout S       time limit per case in seconds (default 600); a port
                    still running then is reported as such
  --hang S          seconds without output before the transcript is
                    complete that count as a hang (default 300)
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
    workdir=$root/build/port hang=300 user_cases=() reference=$root/build/umax%V certificate=0 sshlogin=""
    while [ $# -gt 0 ]; do
        case $1 in
            --line|--uci|--lib) need_arg "$@"; [ -z "$mode" ] || die "give one port: $1 after --$mode"
                                mode=${1#--}; cmd=$2; shift ;;
            --version) need_arg "$@"; version=$2; shift ;;
            --match) need_arg "$@"; match=$2; shift ;;
            --short) short=1 ;;
            --all) short=2 ;;
            --cases) need_arg "$@"; [ -r "$2" ] || die "cannot read $2"; user_cases+=("$2"); shift ;;
            --reference) need_arg "$@"; reference=$2; shift ;;
            --hang) need_arg "$@"; hang=$2; shift ;;
            --go) need_arg "$@"; go_cmd=$2; shift ;;
            --name) name=1 ;;
            --deviations) need_arg "$@"; deviations=$2; shift ;;
            --readable-args) need_arg "$@"; readable_args=$2; shift ;;
            -j) need_arg "$@"; jobs=$2; shift ;;
            -j[0-9]*) jobs=${1#-j} ;;
            --sshlogin) need_arg "$@"; sshlogin=$2; shift ;;
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
    for n in "$jobs" "$timeout" "$show" "$hang"; do
        case $n in ''|*[!0-9]*) die "not a number: $n" ;; esac
    done
    [ -d "$root/tests/golden/$version" ] || die "no golden transcripts for version $version"
    [ "$jobs" -ge 1 ] || jobs=1
    [ -z "$sshlogin" ] || command -v parallel > /dev/null ||
        die "--sshlogin needs GNU parallel (Debian package parallel)"
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

# The cases: the golden inputs of the version, filtered, linked into
# WORKDIR/golden/VERSION (where the cases of --cases are made too).
list_golden_cases() {
    local f id g keep pats dir=$workdir/golden/$version
    if [ ${#user_cases[@]} -gt 0 ] && [ -z "$match" ] && [ "$short" = 0 ]; then return; fi
    local pattern=$match
    # no choice made: the certificate, when the version has one
    if [ -z "$match" ] && [ "$short" = 0 ] && [ -n "$(ls "$root/tests/golden/$version"/cert-*.in 2> /dev/null)" ]; then
        pattern='cert-*' certificate=1
    fi
    read -ra pats <<< "$pattern"
    for f in "$root/tests/golden/$version"/*.in; do
        id=$(basename "$f" .in)
        [ "$short" != 1 ] || case $id in game-*) continue ;; esac
        if [ -n "$pattern" ]; then
            keep=0
            for g in "${pats[@]}"; do
                # shellcheck disable=SC2254  # the glob is the user's
                case $id in $g) keep=1 ;; esac
            done
            [ "$keep" = 1 ] || continue
        fi
        ln -s "$root/tests/golden/$version/$id".* "$dir/"
        echo "$id"
    done
}

# The cases of --cases FILE: each line's input, and the published
# program's transcripts of it (made by --reference, plain and kibitz).
make_user_cases() {
    local f n=0 id dir=$workdir/golden/$version plain kibitz
    plain=${reference//%V/$version}
    kibitz=$plain-kibitz
    for f in ${user_cases[@]+"${user_cases[@]}"}; do
        n=$((n + 1))
        awk -v n="$n" -v dir="$dir" '{ sub(/\r$/, "") } /^[ \t]*(#|$)/ { next }
            { g++; id = sprintf("cases%d-%03d", n, g); f = dir "/" id ".in"
              for (k = 1; k <= NF; k++) print ($k == "-" ? "" : $k) > f
              close(f); print id }' "$f"
    done > "$workdir/user-cases"
    while read -r id; do
        # shellcheck disable=SC2086  # commands are words
        timeout "$timeout" $plain < "$dir/$id.in" > "$dir/$id.out" &&
            timeout "$timeout" $kibitz < "$dir/$id.in" > "$dir/$id.kibitz" ||
            die "the reference ($plain) did not finish case $id"
        echo "$id"
    done < "$workdir/user-cases"
}

# run_port CMD MODE WORK: every case through one program; status records
# in WORK/res.
run_port() {
    mkdir -p "$3/res"
    export PORT_MODE=$2 PORT_CMD=$1 PORT_WORK=$3 PORT_GOLDEN=$workdir/golden PORT_HERE=$here \
        PORT_TIMEOUT=$timeout PORT_SILENCE=$hang PORT_GRACE=2 PORT_GO=$go_cmd
    if [ -n "$sshlogin" ]; then
        # GNU parallel carries the settings to each machine (--env)
        parallel -j "$jobs" --sshlogin "$sshlogin" --env PORT_MODE --env PORT_CMD \
            --env PORT_WORK --env PORT_GOLDEN --env PORT_HERE --env PORT_TIMEOUT \
            --env PORT_SILENCE --env PORT_GRACE --env PORT_GO \
            "$here/port-case.sh" "$version" {} < "$workdir/cases" &
    else
        xargs -P "$jobs" -I{} "$here/port-case.sh" "$version" {} < "$workdir/cases" &
    fi
    # in the background: bash runs a trap (stop_children) during a wait,
    # not while a foreground command runs
    wait $!
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
    local id st n=0 same=0 differ=0 skipped=0 moves=0 nodes=0 kib=0 extra=0 waited=0 first="" ends=""
    while read -r id; do
        st=$workdir/res/$id.status
        n=$((n + 1))
        if [ ! -f "$st" ]; then differ=$((differ + 1)); continue; fi
        case $(field verdict "$st") in
            same) same=$((same + 1))
                  moves=$((moves + $(field moves "$st")))
                  nodes=$((nodes + $(field nodes "$st")))
                  [ "$(field kibitz "$st")" = 0 ] || kib=$((kib + 1))
                  case $(field extra "$st") in 1) extra=$((extra + 1)) ;; 2) waited=$((waited + 1)) ;; esac ;;
            skipped) skipped=$((skipped + 1)) ;;
            *) differ=$((differ + 1))
               ends="$ends $(field end "$st")" ;;
        esac
    done < "$workdir/cases"
    local run=$((n - skipped)) gcommit
    gcommit=$(git -C "$root" log -1 --format=%h -- tests/golden 2>/dev/null)
    echo "port: $cmd ($mode), micro-Max $(dotted "$version") golden transcripts (tests/golden/$version${gcommit:+, commit $gcommit})$(
        [ "$certificate" = 0 ] || echo ": the certificate, cert-* (compare/mutate/README.md)")$(
        [ ! -s "$workdir/user-cases" ] || echo ", $(wc -l < "$workdir/user-cases") of --cases made by ${reference//%V/$version}")"
    if [ "$differ" = 0 ] && [ "$run" -gt 0 ]; then
        echo "port: IDENTICAL to the published micro-Max $(dotted "$version") on $same/$run case$(plural "$run"):" \
             "$moves engine move$(plural "$moves"), $nodes nodes (bench number of the transcripts);" \
             "$(what_compared "$kib" "$same")"
        [ "$skipped" = 0 ] || echo "port: $skipped case$(plural "$skipped") skipped: a refused input, which UCI cannot send"
        [ "$extra" = 0 ] || echo "port: $extra case$(plural "$extra") printed more after the end of its input (it does not stop there; ignored)"
        [ "$waited" = 0 ] || echo "port: $waited case$(plural "$waited") kept waiting for input after its end (it does not stop there; stopped, ignored)"
        return 0
    fi
    echo "port: DIFFERENT from the published micro-Max $(dotted "$version"): $differ of $run case$(plural "$run") differ, $same identical" \
         "$([ "$skipped" = 0 ] || echo "($skipped skipped: refused input)")"
    echo "port: matching output lines: $(score_of "$workdir" | awk '{ print $2 }') (the longer, the later the first difference)"
    ends_summary $ends
    show_divergences
    return 1
}
# ends_summary END...: how many differing runs crashed, hung, reached the
# time limit or exited with an error, by kind ("2 crashed (SIGSEGV)").
ends_summary() {
    local words
    words=$(printf '%s\n' "$@" | awk -F: '
        $1 == "crash" { c[$2]++; nc++ } $1 == "hang" { h++ } $1 == "limit" { l++ } $1 == "exit" { e[$2]++; ne++ }
        function list(a,    k, s) { s = ""; for (k in a) s = s (s == "" ? "" : ", ") k (a[k] > 1 ? " x" a[k] : ""); return s }
        END { s = ""
              if (nc) s = s ", " nc " crashed (" list(c) ")"
              if (h) s = s ", " h " hung"
              if (l) s = s ", " l " reached the time limit"
              if (ne) s = s ", " ne " exited with an error (status " list(e) ")"
              print substr(s, 3) }')
    [ -z "$words" ] || echo "port: of the differing cases: $words"
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
        echo "DIVERGENCE $version $id ($(case $id in cases*) echo "--cases" ;; *) echo golden ;; esac))"
        cat "$workdir/res/$id.report" 2>/dev/null || echo "  (no report)"
        if [ "$mode" = line ]; then
            echo "  files: $workdir/res/$id.full, $(golden_path "$id").kibitz"
        else
            echo "  files: $workdir/res/$id.uci.*, $(golden_path "$id").kibitz"
        fi
        shown=$((shown + 1))
    done < "$workdir/divergences"
    local all
    all=$(wc -l < "$workdir/divergences")
    [ "$all" -le "$shown" ] || echo "port: $((all - shown)) more divergence reports in $workdir/res/*.report"
}

# golden_path ID: where the case's transcripts are, as a user finds them.
golden_path() {
    if [ -L "$workdir/golden/$version/$1.in" ]; then echo "tests/golden/$version/$1"
    else echo "$workdir/golden/$version/$1"; fi
}

# Stopping port.sh stops what it started: every process below it (the
# timeout of each case puts its port in a process group of its own, so a
# signal to port.sh's group would not reach them).
stop_children() {
    local pids
    trap - INT TERM
    for _ in 1 2 3; do
        pids=$(descendants $$)
        [ -n "$pids" ] || break
        # shellcheck disable=SC2086
        kill -TERM $pids 2> /dev/null
        sleep 0.2
    done
    echo "port: stopped" >&2
    exit 130
}
descendants() {
    ps -e -o pid= -o ppid= | awk -v top="$1" '
        { parent[$1] = $2 }
        END { for (p in parent) { q = p
                  while (q in parent && q != top && q > 1) q = parent[q]
                  if (q == top && p != top) printf "%s ", p } }'
}

main() {
    parse_options "$@"
    trap stop_children INT TERM
    prepare_workdir
    [ "$mode" != lib ] || build_lib_driver
    mkdir -p "$workdir/golden/$version"
    ln -s "$root"/tests/golden/replies*.tsv "$workdir/golden/"
    { list_golden_cases; make_user_cases; } > "$workdir/cases"
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
