# classify.awk: the kind of a port's first difference from the published
# transcript (port-classify.sh), one line "KIND ITERATION EVENT".
#
#   awk -f boards.awk -f classify.awk -v in_file=CASE.in -v port=CASE.port CASE.kibitz
#
# ITERATION: the depth of the published iteration line where they part
# ("-" for a board line).  EVENT: what came before that search, e.g.
# "after-a-capture/engine-move".

function square(s) { return index("abcdefgh", substr(s, 1, 1)) - 1 + 8 * (8 - substr(s, 2, 1)) }
function is_trace(l) { return l ~ /^ *-?[0-9]+ ply, / }
function fields(l, f) { sub(/^ */, "", l); gsub(/[,=]/, " ", l); return split(l, f, " ") }
{
    g[++n] = $0
    if (is_trace($0)) next
    row = $0; gsub(/[ \r]/, "", row); sq = sq substr(row "????????", 1, 8)
    if (++rows == 8) { board[blocks++] = sq; sq = ""; rows = 0 }
}
END {
    while ((getline l < in_file) > 0) inp[++nin] = l
    k = 0; b = 0
    for (i = 1; i <= n; i++) {
        if ((getline p < port) <= 0) { kind = "ended"; break }
        if (p != g[i]) break
        if (!is_trace(g[i]) && ++b % 8 == 0) k++
    }
    if (i > n) exit
    # the search of input line K+1 (block K ended before it)
    it = "-"
    if (kind == "") {
        if (is_trace(p) && is_trace(g[i])) {
            fields(p, a); fields(g[i], c); it = c[1]
            if (a[1] != c[1]) kind = "iterations"
            else if (a[6] != c[6]) kind = "score"
            else if (a[8] != c[8]) kind = "move"
            else kind = "nodes"
        } else if (is_trace(p) || is_trace(g[i])) {
            kind = "iterations"; if (is_trace(g[i])) { fields(g[i], c); it = c[1] }
        } else kind = "board"
    }
    # k boards before the difference: the opening board, then one per
    # input line; the difference is in the output of input line k
    line = k
    what = (inp[line] == "" ? "engine-move" : "typed-move")
    if (line <= 1) ev = "first-search"
    else {
        q = board[line - 2]; r = board[line - 1]; m = move_between(q, r)
        to = substr(r, square(substr(m, 3, 2)) + 1, 1)
        np = gsub(/[^.?]/, "", q); nr = gsub(/[^.?]/, "", r)
        if (m == "") ev = "after-a-refused-input"
        else if (nr < np) ev = "after-a-capture"
        else if (to ~ /[Kk]/ && m ~ /^e.[cg]/) ev = "after-castling"
        else ev = "after-a-quiet-move"
    }
    print kind, it, ev "/" what
}
