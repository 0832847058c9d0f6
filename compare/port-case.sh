#!/usr/bin/env bash
# port-case.sh: one golden case through a port, compared with the golden
# transcript; run by port.sh (through xargs, in parallel).
#
#   compare/port-case.sh VERSION CASE
#
# Settings come from the environment: PORT_MODE (line or uci), PORT_CMD
# (the port's command line), PORT_WORK (the work directory), PORT_GOLDEN
# (the golden directory, tests/golden), PORT_HERE (this directory),
# PORT_TIMEOUT (seconds per case), PORT_SILENCE (seconds without output
# before the transcript is complete: a hang), PORT_GRACE (seconds to wait
# for the end after it is complete), PORT_GO (uci: the go command).
#
# Writes PORT_WORK/res/CASE.status, one line of named fields:
#   verdict   same, differ, or skipped (uci: a refused input, which UCI
#             cannot send)
#   kibitz    1 when the port's iteration lines were compared too
#   lines     output lines compared (the golden transcript's)
#   matched   leading lines identical to the golden transcript (uci: the
#             searches' lines, counted the same way)
#   moves     engine moves in the case; nodes: the golden bench number
#   extra     1 when the port printed more than the transcript after its
#             input ended, 2 when it waited after it (a program that does
#             not stop at end of input)
#   end       how the run ended: ok, exit:N, crash:SIGNAME, hang:S,
#             limit:S, more, quiet (see run_line_port); uci: ok, crash:..,
#             hang:S
# The port's whole output (a little past the transcript) stays in CASE.full
# for port.sh --name.
# and, when it differs, CASE.report (the form of compare.sh).
set -u
[ $# -eq 2 ] && [ -n "${PORT_WORK:-}" ] ||
    { echo "usage: PORT_WORK=... $0 VERSION CASE (run by port.sh)" >&2; exit 2; }
. "$PORT_HERE/lib.sh"

v=$1 id=$2
gdir=$PORT_GOLDEN/$v
res=$PORT_WORK/res
input=$gdir/$id.in
moves=$(grep -c '^$' "$input")
nodes=$(transcript_nodes "$gdir/$id.kibitz")

# leading_same A B: how many first lines of A equal those of B.
leading_same() {
    awk -v other="$2" '{ if ((getline o < other) <= 0 || o != $0) exit; n++ }
                       END { print n + 0 }' "$1"
}

# run_line_port: the port on the case's input, its output a pseudo-terminal
# (util-linux `script`), so that the port's C library (or any runtime that
# buffers a pipe but not a terminal) writes each line as it is printed and a
# crash loses nothing it printed.  `stdbuf -oL` would do that only for a
# dynamically linked C program; a port that sets full buffering itself is
# the one thing neither can see through.  Its input stays a file (script's
# own input is /dev/null): script holds the output back while the port
# leaves input unread, and a terminal would read control characters as
# signals.  Reads the output line by line into
# $full and sets END to how the run ended:
#   ok           end of output, exit status 0
#   exit:N       end of output, exit status N
#   crash:SIG    killed by a signal it did not get from us (SIGSEGV, ...)
#   hang:S       no output for PORT_SILENCE seconds before its transcript was
#                complete; stopped
#   limit:S      still running after PORT_TIMEOUT seconds; stopped
#   more         printed far more than the transcript (a program that does
#                not stop at end of input, as the published listing does
#                not); stopped
#   quiet        silent for PORT_GRACE seconds after a complete transcript
#                (waiting for input after its end); stopped
run_line_port() {
    local glines=$1 max=$(($1 * 5 + 200)) fifo=$res/$id.pipe n=0 line wait_s pid rc got
    rm -f "$fifo"; mkfifo "$fifo"
    # -onlcr: no CR before each newline of the output
    SHELL=/bin/sh timeout -k 5 "$PORT_TIMEOUT" script -qef -E never \
        -c "stty -onlcr 2> /dev/null; exec $PORT_CMD < '$input' 2> '$res/$id.err'" /dev/null \
        < /dev/null > "$fifo" 2> /dev/null &
    pid=$!
    echo "$pid" > "$res/$id.pid"
    END=""
    exec {fd}< "$fifo"
    : > "$full"
    while :; do
        wait_s=$PORT_SILENCE
        [ "$n" -lt "$glines" ] || wait_s=$PORT_GRACE
        IFS= read -r -t "$wait_s" -u "$fd" line; got=$?
        if [ "$got" = 0 ] || { [ "$got" = 1 ] && [ -n "$line" ]; }; then
            printf '%s\n' "$line" >> "$full"
            n=$((n + 1))
            [ "$got" = 0 ] || break
            if [ "$n" -ge "$max" ]; then END=more; break; fi
        elif [ "$got" -gt 128 ]; then
            # silence; a partial line stays in $line
            [ -z "$line" ] || printf '%s' "$line" >> "$full"
            if [ "$n" -lt "$glines" ]; then END=hang:$PORT_SILENCE; else END=quiet; fi
            break
        else
            break
        fi
    done
    [ -z "$END" ] || kill -TERM "$pid" 2> /dev/null
    exec {fd}<&-
    wait "$pid"; rc=$?
    rm -f "$fifo" "$res/$id.pid"
    if [ -z "$END" ]; then
        case $rc in
            0) END=ok ;;
            124) END=limit:$PORT_TIMEOUT ;;
            137) END=limit:$PORT_TIMEOUT ;;   # did not stop at SIGTERM: killed
            126|127) END=exit:$rc ;;          # not executable, not found
            *) if [ "$rc" -gt 128 ]; then END=crash:SIG$(kill -l $((rc - 128)) 2> /dev/null || echo $((rc - 128)))
               else END=exit:$rc; fi ;;
        esac
    fi
}

# end_report GOLDEN: for a run that did not end cleanly, what it printed
# last and what it should have printed next.
end_report() {
    local n what
    n=$(wc -l < "$full")
    what=$(end_words)
    [ -n "$what" ] || return
    echo "  the port $what, after $n line$([ "$n" = 1 ] || echo s) of output"
    if [ "$n" -gt 0 ]; then
        echo "    last line printed (line $n):     $(sed -n "${n}p" "$full")"
    fi
    if [ "$n" -lt "$(wc -l < "$1")" ]; then
        echo "    first line not printed (line $((n + 1))): $(sed -n "$((n + 1))p" "$1")"
    fi
    if [ -s "$res/$id.err" ]; then
        echo "    its standard error ends: $(tail -n 1 "$res/$id.err")"
    fi
}

line_case() {
    local out=$res/$id.port full=$res/$id.full golden glines extra=0 kib=0 verdict a_rc=0
    glines=$(wc -l < "$gdir/$id.kibitz")
    run_line_port "$glines"
    if grep -Eq '^ *-?[0-9]+ ply, ' "$full"; then
        golden=$gdir/$id.kibitz; kib=1
    else
        golden=$gdir/$id.out
    fi
    glines=$(wc -l < "$golden")
    head -n "$glines" "$full" > "$out"
    case $END in quiet) extra=2 ;; esac
    [ "$(wc -l < "$full")" -le "$glines" ] || extra=1
    # A run that printed the whole transcript and was then stopped (it does
    # not stop at end of input, as the published listing does not) is fine;
    # a crash, hang or time limit after the transcript is not.
    case $END in ok|more|quiet) ;; *) a_rc=$END ;; esac
    if cmp -s "$out" "$golden" && [ "$a_rc" = 0 ]; then
        verdict=same
    else
        verdict=differ
        {
            awk -v in_file="$input" -v a_file="$out" -v b_file="$golden" \
                -v a_name="port$v" -v b_name="published$v" -v a_rc="$a_rc" -v b_rc=0 \
                -v a_cmd="$PORT_CMD" -v key_file="$res/$id.key" \
                -f "$PORT_HERE/boards.awk" -f "$PORT_HERE/report.awk"
            end_report "$golden"
        } > "$res/$id.report"
    fi
    echo "verdict=$verdict kibitz=$kib lines=$glines matched=$(leading_same "$out" "$golden")" \
         "moves=$moves nodes=$nodes extra=$extra end=$END" > "$res/$id.status"
}

# --- UCI ---------------------------------------------------------------
# The golden transcript's searches: for engine move k, its iteration lines
# "ply nodes score move" (one per line) in $res/$id.gold.k.
golden_searches() {
    awk -v base="$res/$id.gold." -v in_file="$input" '
        BEGIN { while ((getline l < in_file) > 0) inp[++n] = l }
        / ply, / { sc = $0; sub(/.*score= */, "", sc); split(sc, w, " ")
                   t[++nt] = $1 " " $3 " " w[1] " " w[3]; next }
        { if (++rows == 8) { rows = 0
              if (blk > 0 && inp[blk] == "") { k++; f = base k
                  printf "" > f
                  for (i = 1; i <= nt; i++) print t[i] > f
                  close(f) }
              blk++; nt = 0 } }' "$gdir/$id.kibitz"
}

# The moves each input line produced (replies.tsv), "-" for none.
golden_replies() {
    local tsv=$PORT_GOLDEN/replies.tsv
    [ "$v" = 48 ] && tsv=$PORT_GOLDEN/replies48.tsv
    if grep -q "^$v	$id	" "$tsv" 2> /dev/null; then
        awk -F '\t' -v v="$v" -v id="$id" '$1 == v && $2 == id {
                print ($5 ~ /^[a-h][1-8][a-h][1-8]/ ? substr($5, 1, 4) : "-") }' "$tsv"
    else
        # a case of port.sh --cases: read off the reference's boards
        awk -f "$PORT_HERE/boards.awk" -f "$PORT_HERE/replies.awk" "$gdir/$id.out"
    fi
}

uci_case() {
    local -a inputs replies
    local i k=0 played="" line best verdict=same matched=0 total=0 report=$res/$id.report
    mapfile -t inputs < "$input"
    mapfile -t replies < <(golden_replies)
    for i in "${!inputs[@]}"; do
        if [ -n "${inputs[$i]}" ] && [ "${replies[$i]:--}" = - ]; then
            echo "verdict=skipped kibitz=0 lines=0 matched=0 moves=$moves nodes=$nodes extra=0" > "$res/$id.status"
            return
        fi
    done
    golden_searches
    # shellcheck disable=SC2086
    coproc PORT { exec timeout "$PORT_TIMEOUT" $PORT_CMD 2> "$res/$id.err"; }
    local in_fd=${PORT[1]} out_fd=${PORT[0]} port_pid=$PORT_PID
    END=ok
    echo uci >&"$in_fd"
    while read -r -t "$PORT_SILENCE" line <&"$out_fd"; do [ "$line" = uciok ] && break; done
    echo ucinewgame >&"$in_fd"
    for i in "${!inputs[@]}"; do
        if [ -n "${inputs[$i]}" ]; then
            played="$played ${replies[$i]}"
            continue
        fi
        k=$((k + 1))
        printf 'position startpos%s\n%s\n' "${played:+ moves$played}" "$PORT_GO" >&"$in_fd"
        best="(no answer)"
        : > "$res/$id.uci.$k"
        while read -r -t "$PORT_SILENCE" line <&"$out_fd"; do
            line=${line%$'\r'}
            case $line in
                bestmove*) best=$(echo "$line" | awk '{ print $2 }')
                           case $best in 0000|"(none)"|"") best=- ;; esac   # no legal move
                           break ;;
                info*depth*) echo "$line" >> "$res/$id.uci.$k" ;;
            esac
        done
        if [ "$best" = "(no answer)" ]; then
            uci_end "$port_pid"
            verdict=differ
            { uci_report "$k" "$best" "${replies[$i]}" "$played"
              echo "  the port $(end_words) before its bestmove"; } > "$report"
            break
        fi
        # The port's iterations against the published ones: each info
        # line that gives nodes must equal the golden line of its depth.
        if ! uci_search_agrees "$k" "$best" "${replies[$i]}"; then
            verdict=differ
            uci_report "$k" "$best" "${replies[$i]}" "$played" > "$report"
            break
        fi
        matched=$((matched + 1 + $(wc -l < "$res/$id.gold.$k")))
        played="$played ${replies[$i]}"
    done
    total=$(cat "$res/$id".gold.* 2>/dev/null | wc -l)
    echo quit >&"$in_fd" 2>/dev/null
    exec {in_fd}>&-
    wait "$port_pid" 2>/dev/null
    echo "verdict=$verdict kibitz=$(cat "$res/$id".uci.* | grep -c ' nodes ') lines=$((total + moves)) matched=$matched" \
         "moves=$moves nodes=$nodes extra=0 end=$END" > "$res/$id.status"
}

# uci_end PID: how a UCI port that gave no bestmove ended (END, as
# run_line_port's): still running and silent, or gone with a status.
uci_end() {
    local rc
    if kill -0 "$1" 2> /dev/null; then
        END=hang:$PORT_SILENCE
        kill -TERM "$1" 2> /dev/null
        return
    fi
    wait "$1" 2> /dev/null; rc=$?
    case $rc in
        124|137) END=limit:$PORT_TIMEOUT ;;
        *) if [ "$rc" -gt 128 ]; then END=crash:SIG$(kill -l $((rc - 128)) 2> /dev/null || echo $((rc - 128)))
           else END=exit:$rc; fi ;;
    esac
}
end_words() {
    case $END in
        crash:*) echo "crashed: killed by ${END#crash:}" ;;
        exit:*) echo "exited with status ${END#exit:}" ;;
        hang:*) echo "hung: no output for ${END#hang:} s (--hang); stopped" ;;
        limit:*) echo "reached the time limit: still running after ${END#limit:} s (--timeout); stopped" ;;
    esac
}

# uci_compare K: the first disagreement between the port's info lines of
# search K and the golden iteration lines, as "DEPTH|port|golden", or
# nothing.  A score agrees when it is the published one, or that in
# centipawns (a pawn is PAWN centipawns x 100 / PAWN units: 74 in 4.8, 99
# in 4.0-4.3).
uci_compare() {
    local pawn=99
    [ "$v" = 48 ] && pawn=74
    awk -v gold="$res/$id.gold.$1" -v pawn="$pawn" '
        BEGIN { while ((getline l < gold) > 0) { split(l, f, " ")
                    g_nodes[f[1]] = f[2]; g_score[f[1]] = f[3]; g_line[f[1]] = l } }
        { d = ""; nd = ""; sc = ""
          for (i = 1; i < NF; i++) {
              if ($i == "depth") d = $(i + 1)
              if ($i == "nodes") nd = $(i + 1)
              if ($i == "score" && $(i + 1) == "cp") sc = $(i + 2) }
          if (d == "" || nd == "") next
          # a mate ends the deepening: the published line says 97 (98 in
          # 4.0) where the port says the depth it reached
          if (!(d in g_nodes) && ("97" in g_nodes)) d = "97"
          if (!(d in g_nodes) && ("98" in g_nodes)) d = "98"
          if (!(d in g_nodes)) { print d "|" $0 "|(no iteration " d ")"; exit }
          cp = g_score[d] * 100 / pawn; cp = (cp < 0 ? -int(-cp + 0.5) : int(cp + 0.5))
          if (nd != g_nodes[d] || (sc != "" && sc != g_score[d] && sc != cp)) {
              print d "|" $0 "|" g_line[d]; exit } }' "$res/$id.uci.$1"
}
uci_search_agrees() {
    [ "$2" = "$3" ] && [ -z "$(uci_compare "$1")" ]
}

uci_report() {
    local k=$1 best=$2 want=$3 played=$4 diff
    diff=$(uci_compare "$k")
    echo "  position: startpos, moves:${played:- (none)}"
    echo "  engine move $k of the case (input line $(awk -v k="$k" '$0 == "" && ++n == k { print NR; exit }' "$input"))"
    echo "    port$v        plays $best"
    echo "    published$v   plays $want"
    if [ -n "$diff" ]; then
        echo "  first difference: iteration ${diff%%|*}"
        diff=${diff#*|}
        echo "    port$v        ${diff%%|*}"
        echo "    published$v   ply nodes score move: ${diff#*|}"
    fi
    echo "  replay: printf '%s\n' uci 'position startpos${played:+ moves$played}' '$PORT_GO' | $PORT_CMD"
}

case ${PORT_MODE:-line} in
    uci) uci_case ;;
    *) line_case ;;
esac
