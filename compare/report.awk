# report.awk: explain where two transcripts of the same input part ways.
#
# Called by compare.sh for a case whose two outputs differ (or whose programs
# did not exit cleanly), POSIX awk only:
#
#   awk -v in_file=CASE.in -v a_file=A.out -v b_file=B.out \
#       -v a_name=umax43 -v b_name=readable43 -v a_rc=0 -v b_rc=0 \
#       -v a_cmd='build/umax43-kibitz' -f boards.awk -f report.awk
#
# A transcript is a sequence of blocks: block 0 is the opening board, block k
# is what input line k printed: its root-search trace lines ("%2d ply, %9d
# searched, ..."), then the 8 lines of the board.  The report names the input
# line whose block holds the first differing output line, the moves that led
# there, the board before it, each program's move, and the differing lines.

function is_trace(line) { return line ~ /^ *-?[0-9]+ ply, / }

# Split file f into out_line[tag, i] (i = 1..n), out_block[tag, i] (block of
# line i), boards (board[tag, k] = 64 characters, rank 8 first) and the number
# of complete blocks nblocks[tag].
function load(tag, f,    line, n, rows, blk, sq, c, row, ch) {
    n = 0; rows = 0; blk = 0; sq = ""
    while ((getline line < f) > 0) {
        n++
        out_line[tag, n] = line
        out_block[tag, n] = blk
        if (is_trace(line)) {
            last_trace[tag, blk] = line
            continue
        }
        # 4.0-4.3 print a row as " r n b ...", 4.8 as "rnb...": the
        # spaces go, the 8 squares stay.
        row = line
        gsub(/[ \r]/, "", row)
        for (c = 1; c <= 8; c++) {
            ch = substr(row, c, 1)
            sq = sq (ch == "" ? "?" : ch)
        }
        if (++rows == 8) {
            board[tag, blk] = sq
            blk++; rows = 0; sq = ""
        }
    }
    close(f)
    nlines[tag] = n
    nblocks[tag] = blk
}

function show_board(b,    r) {
    for (r = 0; r < 8; r++)
        printf "      %d %s\n", 8 - r, spaced(substr(b, 8 * r + 1, 8))
    printf "        a b c d e f g h\n"
}
function spaced(s,    i, t) {
    t = ""
    for (i = 1; i <= length(s); i++) t = t (i > 1 ? " " : "") substr(s, i, 1)
    return t
}

# What program `tag` did with input line k.
function did(tag, k, name,    m) {
    if (k >= nblocks[tag])
        return "(printed no board for it: output ends after " nlines[tag] " lines, exit status " rc[tag] ")"
    m = move_between(board[tag, k - 1], board[tag, k])
    if (m == "") return "no move (board unchanged)"
    return "plays " m
}

function shq(s) { gsub(/'/, "'\\''", s); return "'" s "'" }

BEGIN {
    nin = 0
    while ((getline line < in_file) > 0) inp[++nin] = line
    close(in_file)
    load("a", a_file); load("b", b_file)
    rc["a"] = a_rc; rc["b"] = b_rc

    # First differing output line (a missing line differs from any line).
    n = nlines["a"] > nlines["b"] ? nlines["a"] : nlines["b"]
    diff = 0
    for (i = 1; i <= n; i++) {
        la = (i <= nlines["a"]) ? out_line["a", i] : "<no line: output ended>"
        lb = (i <= nlines["b"]) ? out_line["b", i] : "<no line: output ended>"
        if (la != lb) { diff = i; break }
    }
    if (!diff) {
        printf "  outputs identical (%d lines); exit status %s %s, %s %s\n", nlines["a"], a_name, a_rc, b_name, b_rc
        exit
    }
    blk = (diff <= nlines["a"]) ? out_block["a", diff] : out_block["b", diff]
    if (key_file != "") { print blk, diff > key_file; close(key_file) }

    if (blk == 0) {
        printf "  the opening board differs (before any input)\n"
    } else {
        # The way there: the input lines before line blk, and the moves that
        # they produced (an engine move in brackets, a refused input as ?x).
        moves = ""; inputs = ""; played = 0
        for (k = 1; k < blk; k++) {
            m = move_between(board["a", k - 1], board["a", k])
            if (inp[k] == "") tok = (m == "" ? "[none]" : "[" m "]")
            else tok = (m == "" ? "?" inp[k] : m)
            moves = moves (k > 1 ? " " : "") tok
            inputs = inputs " " shq(inp[k])
        }
        printf "  position: after %d input line%s%s\n", blk - 1, (blk - 1 == 1 ? "" : "s"), \
            (blk > 1 ? " (engine moves in [], refused inputs marked ?)" : " (the initial position)")
        if (blk > 1) printf "    %s\n", moves
        printf "  board before input line %d:\n", blk
        show_board(board["a", blk - 1])
        printf "  input line %d: %s\n", blk, (inp[blk] == "" ? "(empty: engine moves)" : inp[blk])
        printf "    %-12s %s\n", a_name, did("a", blk)
        printf "    %-12s %s\n", b_name, did("b", blk)
    }
    # Which line of the block's trace (or board) is the first difference.
    tn = 0; bn = 0
    for (i = 1; i <= diff; i++) {
        t = (i <= nlines["a"]) ? "a" : "b"
        if (out_block[t, i] != blk) continue
        if (is_trace(out_line[t, i])) tn++; else bn++
    }
    kind = (la ~ /^ *-?[0-9]+ ply, / || lb ~ /^ *-?[0-9]+ ply, /) ? \
        sprintf("trace line %d of this search", tn) : sprintf("board line %d", bn)
    printf "  first difference: output line %d (%s)\n", diff, kind
    printf "    %-12s %s\n", a_name, la
    printf "    %-12s %s\n", b_name, lb
    if (a_rc != 0 || b_rc != 0)
        printf "  exit status: %s %s, %s %s\n", a_name, a_rc, b_name, b_rc
    if (a_cmd != "") {
        rep = "printf '%s\\n'"
        last = (blk > 0 ? blk : nin)
        for (k = 1; k <= last; k++) rep = rep " " shq(inp[k])
        printf "  replay: %s | %s\n", rep, a_cmd
    }
}
