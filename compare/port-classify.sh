# port-classify.sh: what kind of difference a port shows, when no known
# deviation explains it (port.sh --name).  Sourced by port-name.sh; uses
# port.sh's settings (version, workdir, root, here).
#
# For every differing case, the first line where the port parts from the
# published transcript is sorted into a kind:
#   nodes       an iteration line with the same depth, score and move and
#               another node count
#   score       the same depth, another score
#   move        the same depth and score, another best move
#   iterations  one program prints an iteration line where the other
#               prints a board or another depth: the deepening stops
#               elsewhere
#   board       a board line: another move played or accepted
#   ended       the port's output ends there (a crash, a hang, a limit)
# and the event before that search (the input line's move in the published
# transcript: the first search of the case, a capture, castling, a
# promotion, en passant, a quiet move; a typed move or an engine move).
# The most common kind is explained by what such a difference usually
# comes from, with the lines of the minimized listing (umax/umaxNN.c,
# which keeps the published program's statements) where that is computed.

classify_difference() {
    local id st rows=$workdir/classified
    : > "$rows"
    while read -r id; do
        st=$workdir/res/$id.status
        [ -f "$st" ] && [ "$(field verdict "$st")" = differ ] || continue
        [ -f "$workdir/res/$id.port" ] || continue
        awk -f "$here/boards.awk" -f "$here/classify.awk" -v in_file="$workdir/golden/$version/$id.in" \
            -v port="$workdir/res/$id.port" "$workdir/golden/$version/$id.kibitz" >> "$rows"
    done < "$workdir/cases"
    [ -s "$rows" ] || return 0
    awk -v listing="$root/umax/umax$version.c" -v v="$version" '
        function tagline(t,    l, n) { n = 0
            while ((getline l < listing) > 0) { n++; if (index(l, "/*@" t "*/")) { close(listing); return n } }
            close(listing); return 0 }
        function lines(ts,    a, k, i, n, s) { k = split(ts, a, " "); s = ""
            for (i = 1; i <= k; i++) if ((n = tagline(a[i]))) s = s (s == "" ? "" : ", ") n " (" a[i] ")"
            return s }
        { kind[$1]++; total++; ev[$1 "|" $3]++; it = $2
          if (!($1 in lo) || it < lo[$1]) lo[$1] = it
          if (!($1 in hi) || it > hi[$1]) hi[$1] = it }
        END {
            best = ""; for (k in kind) if (best == "" || kind[k] > kind[best]) best = k
            cause["nodes"] = "move order or hashing (the key table, the hash slot, what is stored and when it is used), or pruning that reaches the same result (null move, reductions, futility)"
            tags["nodes"] = "zobrist-init hash-probe hash-usable hash-store key-step null-move reduction"
            cause["score"] = "the evaluation (piece values, the centre table, pawn and king terms, the castling bonus) or the search window"
            tags["score"] = "victim-value centre-points castling-bonus frozen-king pawn-structure move-score delayed-loss"
            cause["move"] = "the order in which moves are tried (the best move first, the scan of the board, MVV/LVA) when two moves score alike"
            tags["move"] = "iteration-start next-square mvv-lva new-best"
            cause["iterations"] = "where the deepening stops: the node budget, the mate depth, the depth of a typed move'"'"'s check"
            tags["iterations"] = "deepen mate-depth"
            cause["board"] = "the rules (move generation, castling, en passant, promotion, the legality check of a typed move) or the move played"
            tags["board"] = "pawn-rules castled-over en-passant promotion fake-capture root-play"
            cause["ended"] = "a crash, a hang or the time limit (see the divergence report)"
            printf "port: what the difference looks like, in the %d differing case%s:\n", total, (total == 1 ? "" : "s")
            for (k in kind) {
                printf "  %-10s %d case%s, at iteration %s", k, kind[k], (kind[k] == 1 ? "" : "s"), \
                    (lo[k] == hi[k] ? lo[k] : lo[k] "-" hi[k])
                sep = ": "
                for (e in ev) { split(e, p, "|"); if (p[1] != k) continue
                    w = p[2]; gsub(/-/, " ", w); sub(/\//, " (", w)
                    printf "%s%d %s)", sep, ev[e], w; sep = ", " }
                printf "\n"
            }
            printf "port: mostly \"%s\": such a difference usually comes from %s", best, cause[best]
            if (best in tags) printf "; umax/umax%s.c lines %s", v, lines(tags[best])
            printf "\n"
        }' "$rows"
}
