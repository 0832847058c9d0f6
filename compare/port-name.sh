# port-name.sh: name the deviation behind a port's difference (port.sh
# --name).  Sourced by port.sh after a run that differed; uses its
# settings (version, cases, workdir, jobs, timeout, deviations, cmd).
#
# readable is built with the known deviations of compare/port/deviations/
# (each on its own, then greedily combined: the one that adds most to the
# match is kept, until nothing improves or a variant matches every case),
# every variant runs the same cases, and its output is compared with the
# port's: a case counts when the port printed exactly the variant's
# transcript, and the lines up to the first difference measure how long
# the rest agree.  A variant stops at its first line that differs from the
# port's.  Each variant is built once: build/port-variants keeps it, under
# a key of the sources it is built from, for later runs.  When no
# deviation brings readable closer, port-classify.sh says what the
# difference looks like.

# The known deviations, in the order they are tried: name (its patch is
# compare/port/deviations/NAME.patch), then what it means.
port_deviation_list() {
    cat <<'EOF'
PORT_WINDOW_BY_EVAL	the window adjusted by the evaluation (alpha -= alpha < eval, beta -= beta <= eval)
PORT_ITERATION1_FROM_MINUS_INF	iteration 1 starting from -INF instead of the evaluation
PORT_KEYS_LOW_BYTES	the key table from srand(1), the low byte of every 4th rand()
PORT_CHECK_EXTENSION_NOT_CAPTURES	no check extension for captures by pieces other than the king
PORT_HASH_SIDE_TO_MOVE	the hash slot chosen by the side to move
PORT_NO_MATE_DEPTH	no "mate holds to any depth" (only a king capture ends the deepening)
PORT_EP_START_128	the e.p. square starting at 128
PORT_TWO_SEARCH_MOVE	the engine's move found by one search and played by a second
PORT_THAW_ABOVE_30	the king thawed (and the check extension ended) above 30 captured, not at 30
PORT_NO_NULL_MOVE_AT_MINUS_INF	no null move when beta is -INF
EOF
}
deviation_text() {
    local d=${1%%=*} t
    t=$(port_deviation_list | awk -F '\t' -v d="$d" '$1 == d { print $2 }')
    case $1 in
        PORT_HASH_BITS=*) t="a hash table of 2^${1#*=} entries" ;;
    esac
    echo "${t:-$1}"
}

# variant_build SET: the readable build with the deviations of SET (words,
# NAME or NAME=VALUE) applied by compare/port-variant.sh; prints its path.
# Cached in the work directory.
variant_build() {
    local set=$1 tag exe src
    tag=$(echo "${set:-faithful}" | tr ' =' '+-')
    exe=$workdir/variants/readable$version-$tag
    src=$workdir/variants/src-$tag
    if [ ! -x "$exe" ]; then
        mkdir -p "$workdir/variants"
        # shellcheck disable=SC2086
        "$root/compare/port-variant.sh" "$src" $set || die "no variant with $set"
        ${CC:-cc} -std=c99 -O2 -w -I"$src/readable" -DUMAX_VERSION="$version" \
            -o "$exe" "$src"/readable/engine/*.c "$src"/readable/front/*.c "$src"/readable/front/*/*.c ||
            die "readable did not build with $set"
        rm -rf "$src"
    fi
    echo "$exe"
}

# variant_cached SET: variant_build's program, built once: kept in
# build/port-variants/KEY, KEY a checksum of everything a variant is built
# from (readable's sources, this file and any patch under compare/, the
# compiler), and linked to where variant_build looks for it.
variant_cached() {
    local set=$1 tag key cache exe
    tag=$(echo "${set:-faithful}" | tr ' =' '+-')
    exe=$workdir/variants/readable$version-$tag
    key=$(variant_key)
    cache=$root/build/port-variants/$key/readable$version-$tag
    mkdir -p "$workdir/variants" "$(dirname "$cache")"
    if [ -x "$cache" ] && [ ! -e "$exe" ]; then
        ln -s "$cache" "$exe"
    elif [ ! -e "$exe" ]; then
        variant_build "$set" > /dev/null || return 1
        cp "$exe" "$cache.tmp$$" && mv "$cache.tmp$$" "$cache"
    fi
    echo "$exe"
}
variant_key() {
    [ -z "${VARIANT_KEY:-}" ] || { echo "$VARIANT_KEY"; return; }
    VARIANT_KEY=$( { find "$root/readable" "$here" -type f \( -name '*.[ch]' -o -name '*.patch' -o -name 'port-name.sh' -o -name 'port-variant.sh' \) \
                       -print0 | sort -z | xargs -0 cat; ${CC:-cc} --version 2>&1; } | cksum | tr ' ' '-')
    echo "$VARIANT_KEY"
}

# variants_prebuild SET...: build the variants not yet cached, JOBS at a
# time (the builds are most of a first run's time).
variants_prebuild() {
    local set running=0
    VARIANT_KEY=$(variant_key)
    for set in "$@"; do
        ( variant_cached "${set//,/ }" > /dev/null ) &
        running=$((running + 1))
        if [ "$running" -ge "$jobs" ]; then wait -n; running=$((running - 1)); fi
    done
    wait
}

# variant_score SET: "CASES LINES" the port shares with that variant.
variant_score() {
    local exe out id same=0 lines=0 kib n m
    exe=$(variant_cached "$1") || die "readable did not build with $1"
    out=$workdir/variants/out-$(basename "$exe")
    mkdir -p "$out"
    export -f port_variant_case
    while read -r id; do echo "$id"; done < "$workdir/cases" |
        PV_EXE=$exe PV_OUT=$out PV_GOLDEN=$workdir/golden/$version PV_RES=$workdir/res \
        PV_TIMEOUT=$timeout PV_ARGS=$readable_args \
        xargs -P "$jobs" -I{} bash -c 'port_variant_case "$1"' _ {} &
    wait $!   # in the background, so that stopping port.sh stops it
    while read -r id; do
        [ -f "$out/$id.score" ] || continue
        read -r n m < "$out/$id.score"
        same=$((same + n)); lines=$((lines + m))
    done < "$workdir/cases"
    echo "$same $lines"
}

# One case through a variant, scored against the port's output: "1 N"
# when the port printed exactly the variant's N lines (and perhaps more
# after its input ended), else "0 K", K the lines they share.  The
# variant is line-buffered and stops at its first differing line.
port_variant_case() {
    local id=$1 port=$PV_RES/$1.full kib=""
    [ -f "$port" ] || return 0
    grep -Eq '^ *-?[0-9]+ ply, ' "$port" && kib=--kibitz
    # shellcheck disable=SC2086
    timeout "$PV_TIMEOUT" stdbuf -oL "$PV_EXE" $kib $PV_ARGS < "$PV_GOLDEN/$id.in" 2> /dev/null |
        awk -v port="$port" '
            { if ((getline p < port) <= 0 || p != $0) { differ = 1; exit } k++ }
            END { print (differ || k == 0 ? 0 : 1), k + 0 }' > "$PV_OUT/$id.score"
    # a variant stopped by the time limit did not print its transcript
    [ "${PIPESTATUS[0]}" != 124 ] || echo "0 $(cut -d' ' -f2 "$PV_OUT/$id.score")" > "$PV_OUT/$id.score"
}

name_deviation() {
    local ncases all_devs d best_set="" best_score cand s cs cl bs bl improved set
    ncases=$(wc -l < "$workdir/cases")
    [ "$mode" = line ] || { echo "port: --name needs a line-protocol port (--line or --lib)"; return; }
    if [ -n "$deviations" ]; then all_devs=$deviations
    else all_devs=$(port_deviation_list | cut -f1 | tr '\n' ' ')
    fi
    echo "port: naming the difference: readable$version variants (compare/port/deviations/) against the port's output, $ncases case$(plural "$ncases") each"
    # shellcheck disable=SC2086
    variants_prebuild "" $all_devs
    best_score=$(variant_score "")
    echo "  $(printf '%-44s' 'readable'$version' (faithful)') ${best_score% *}/$ncases cases, ${best_score#* } lines"
    while :; do
        improved=""
        read -r bs bl <<< "$best_score"
        [ -z "$best_set" ] || variants_prebuild $(for d in $all_devs; do
                case " $best_set " in *" $d "*) ;; *) echo "${best_set// /,},$d" ;; esac; done)
        for d in $all_devs; do
            case " $best_set " in *" $d "*) continue ;; esac
            set="${best_set:+$best_set }$d"
            s=$(variant_score "$set")
            read -r cs cl <<< "$s"
            echo "  $(printf '%-44s' "+ $d") $cs/$ncases cases, $cl lines"
            if [ "$cs" -gt "$bs" ] || { [ "$cs" = "$bs" ] && [ "$cl" -gt "$bl" ]; }; then
                bs=$cs bl=$cl improved=$d
            fi
            [ "$cs" -lt "$ncases" ] || break   # matches every case: no need to try more
        done
        [ -n "$improved" ] || break
        best_set="${best_set:+$best_set }$improved"
        best_score="$bs $bl"
        echo "  kept: $improved"
        [ "$bs" -lt "$ncases" ] || break
    done
    read -r bs bl <<< "$best_score"
    if [ -z "$best_set" ]; then
        echo "port: no known deviation brings readable$version closer to the port"
        . "$here/port-classify.sh"
        classify_difference
        return
    fi
    local words="" n=0 count
    count=$(echo "$best_set" | wc -w)
    for d in $best_set; do
        n=$((n + 1))
        if [ "$n" = 1 ]; then words=$(deviation_text "$d")
        elif [ "$n" = "$count" ]; then words="$words and $(deviation_text "$d")"
        else words="$words, $(deviation_text "$d")"
        fi
    done
    if [ "$bs" = "$ncases" ]; then
        echo "port: matches readable$version with $words through every case ($bs/$ncases; switches: $best_set)"
    else
        echo "port: matches readable$version longest with $words: $bs/$ncases cases identical, $bl lines (switches: $best_set)"
    fi
}
