# compare/corpus.sh: the corpus of compare.sh, sourced by it.
#
# corpus_build writes one input file per case into $workdir/cases/ and the
# jobs, one line "PART ID INPUT GOLDEN" per case: jobs.common for the cases
# that every version runs, jobs.VERSION for the golden ones.  It reads the
# options that compare.sh parsed: mode, only, seed, n_random, n_selfplay,
# n_illegal, every, user_games, user_pgns, user_cases, versions, match; and root, here,
# workdir, cases.  Sizes per mode (README.md has the measured times); every
# mode also runs each version's golden cert-* cases and 4.8's illegal-*:
#   quick:   golden special-* cases but the two costliest, 2 random
#            positions, 1 self-play case, 2 illegal-input cases
#   default: golden special-* cases and every 4th opening-* and random-*
#            case, 16 random positions, 3 self-play cases, 6 illegal-input
#            cases
#   full:    every golden case (the 160-ply games too), 48 random positions,
#            8 self-play cases, 24 illegal-input cases

corpus_build() {
    case $mode in
        quick) : "${n_random:=2}" "${n_selfplay:=1}" "${n_illegal:=2}" ;;
        full) : "${n_random:=48}" "${n_selfplay:=8}" "${n_illegal:=24}" ;;
        *) : "${n_random:=16}" "${n_selfplay:=3}" "${n_illegal:=6}" ;;
    esac
    if [ -z "$only" ]; then
        if [ "$mode" = golden ]; then only=golden
        elif [ ${#user_games[@]} -gt 0 ] || [ ${#user_pgns[@]} -gt 0 ] || [ ${#user_cases[@]} -gt 0 ]; then only=none
        else only=golden,random,selfplay,illegal
        fi
    fi
    if want random || want selfplay || want illegal || [ ${#user_games[@]} -gt 0 ] || [ ${#user_pgns[@]} -gt 0 ]; then
        build_randgame
    fi
    : > "$workdir/jobs.common"
    want random && add_random
    want selfplay && add_selfplay
    want illegal && add_illegal
    for_each_file add_user_games ${user_games[@]+"${user_games[@]}"}
    for_each_file add_pgn ${user_pgns[@]+"${user_pgns[@]}"}
    for_each_file add_user_cases ${user_cases[@]+"${user_cases[@]}"}
    add_golden
}

# for_each_file FUNCTION FILE...: FUNCTION FILE N for the N-th FILE.
for_each_file() {
    local function=$1 n=0 file
    shift
    for file in "$@"; do
        n=$((n + 1))
        "$function" "$file" "$n"
    done
}

want() { case ",$only," in *",$1,"*) return 0 ;; *) return 1 ;; esac }

randgame=$root/build/randgame
build_randgame() {
    if [ ! -x "$randgame" ] || [ "$here/randgame.c" -nt "$randgame" ]; then
        mkdir -p "$root/build"
        ${CC:-cc} -std=c99 -O2 -o "$randgame" "$here/randgame.c" || die "cannot build $randgame"
    fi
}

# write_cases PART: reads lines "ID TOKEN..." (the input lines of a case,
# "-" for an empty line: the engine moves), writes cases/ID.in and adds the
# case to jobs.common.
write_cases() {
    awk -v part="$1" -v dir="$cases" '{
        f = dir "/" $1 ".in"; s = ""
        for (k = 2; k <= NF; k++) s = s ($k == "-" ? "" : $k) "\n"
        printf "%s", s > f; close(f)
        print part, $1, f, "-" }' >> "$workdir/jobs.common"
}

# Random legal games of 6 to 80 plies, each compared at its last position:
# its moves, then one engine move.
add_random() {
    "$randgame" games "$n_random" "$seed" 6 80 > "$workdir/random.games"
    awk '{ printf "random%03d-p%03d %s -\n", NR, NF, $0 }' "$workdir/random.games" |
        write_cases random
}

# Self-play: a short random opening (2 to 12 plies, from a seed of its own),
# then four engine moves in a row in one process.
add_selfplay() {
    "$randgame" games "$n_selfplay" $(( seed + 1000003 )) 2 12 > "$workdir/selfplay.games"
    awk '{ printf "selfplay%03d %s - - - -\n", NR, $0 }' "$workdir/selfplay.games" |
        write_cases selfplay
}

# Illegal input: random legal games (6 to 80 plies) that end where a move of
# one kind of illegal move exists (randgame illegal; the kinds in turn: into
# check, pinned, ignoring check, castling out of, through or into check),
# then up to three moves of that kind typed in a row (the first, middle and
# last that randgame lists), then two engine moves.  4.0-4.3 refuse them
# all; 4.8 plays an illegal move that its check prunes as futile, and the
# lines after it must still print what the published program prints
# (docs/contract.md, "Whose turn it is").  A case's id names its game's
# length (-pNNN) and the kind.
ILLEGAL_KINDS="king-into-check pinned ignores-check castle-out-of-check castle-through-check castle-into-check"
add_illegal() {
    local kind k=0 per=$(( (n_illegal + 5) / 6 ))
    for kind in $ILLEGAL_KINDS; do
        k=$((k + 1))
        "$randgame" illegal "$per" $(( seed + 2000003 * k )) 6 80 "$kind" |
            awk -v k="$k" '{ print NR, k, $0 }'
    done | sort -k1,1n -k2,2n | cut -d' ' -f3- | head -n "$n_illegal" > "$workdir/illegal.games"
    awk '{ bar = 0; n = 0; s = ""
           for (i = 1; i <= NF; i++) {
               if ($i == "|") { bar = i; continue }
               if (!bar) { s = s " " $i; continue }
               split($i, mk, ":"); kind = mk[2]; try[++n] = mk[1]
           }
           picks = try[1]
           if (n >= 3) picks = picks " " try[int((n + 1) / 2)]
           if (n >= 2) picks = picks " " try[n]
           printf "illegal%03d-p%03d-%s%s %s - -\n", NR, bar - 1, kind, s, picks
         }' "$workdir/illegal.games" | write_cases illegal
}

# add_positions PART PREFIX FILE: every EVERY-th position (ply 0, EVERY,
# 2*EVERY, ...) of every game in FILE (one game per line), and always the
# game's last position, becomes a case: the game's moves up to there, then
# an engine move.  Identical cases are kept once.
add_positions() {
    awk -v prefix="$2" -v ev="$every" '
        { sub(/\r$/, "")
          n = split($0, m, /[ \t]+/)
          for (p = 0; p <= n; p++) {
              if (p % ev != 0 && p != n) continue
              s = ""
              for (i = 1; i <= p; i++) if (m[i] != "") s = s m[i] " "
              if (s in seen) continue
              seen[s] = 1
              printf "%s%03d-p%03d %s-\n", prefix, NR, p, s
          }
        }' "$3" | write_cases "$1"
}

# add_user_games FILE N: the games of --games, each cut before its first
# illegal move (randgame puts a note on stderr).
add_user_games() {
    [ -r "$1" ] || die "cannot read $1"
    "$randgame" check < "$1" > "$workdir/user$2.games" || die "cannot read $1"
    add_positions games "games$2-" "$workdir/user$2.games"
}

# add_pgn FILE N: the games of a PGN file (--pgn), through pgn-extract.
add_pgn() {
    local pe
    [ -r "$1" ] || die "cannot read $1"
    pe=$(command -v pgn-extract || { [ -x /usr/games/pgn-extract ] && echo /usr/games/pgn-extract; })
    [ -n "$pe" ] || die "--pgn needs pgn-extract (Debian package pgn-extract)"
    # -Wuci: moves as e2e4 (e7e8q for promotions), one game per line.
    "$pe" -s --notags --nocomments --nonags --novars --nochecks --nomovenumbers \
        --noresults -Wuci -w100000 "$1" 2>/dev/null |
        awk 'NF { print }' > "$workdir/pgn$2.raw"
    "$randgame" check < "$workdir/pgn$2.raw" > "$workdir/pgn$2.games"
    [ -s "$workdir/pgn$2.games" ] || die "no games found in $1"
    add_positions pgn "pgn$2-" "$workdir/pgn$2.games"
}

# add_user_cases FILE N: the exact inputs of --cases, one case per line.
add_user_cases() {
    [ -r "$1" ] || die "cannot read $1"
    awk -v n="$2" '{ sub(/\r$/, "") } /^[ \t]*(#|$)/ { next }
        { g++; printf "cases%d-%03d %s\n", n, g, $0 }' "$1" | write_cases cases
}

# add_golden: the golden inputs of each version that this mode and --match
# select, with their .kibitz transcripts, into jobs.VERSION.
add_golden() {
    local golden_dir=$root/tests/golden v f name pat hit n gold
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
}
