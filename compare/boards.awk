# boards.awk: the move between two boards of a transcript, for report.awk,
# replies.awk and classify.awk (POSIX awk; load it first: awk -f boards.awk
# -f ...).
# A board is 64 characters, rank 8 first, as the programs print them
# without the spaces of 4.0-4.3.

function colour(ch) {
    if (ch == "*" || ch ~ /[A-Z]/) return "w"
    if (ch == "+" || ch ~ /[a-z]/) return "b"
    return ""
}

function sqname(i) { return sprintf("%c%c", 97 + i % 8, 56 - int(i / 8)) }

# The move that turns board p into board q, from the squares that changed:
# the destination is the square that gained a piece (the king's when
# castling), the origin the square that lost a piece of the same kind (or a
# pawn of that colour, for a promotion).
function move_between(p, q,    i, to, from, piece, op, np) {
    if (p == q) return ""
    to = -1
    for (i = 0; i < 64; i++) {
        op = substr(p, i + 1, 1); np = substr(q, i + 1, 1)
        if (op != np && np != ".")
            if (to < 0 || np ~ /[Kk]/) to = i
    }
    if (to < 0) return "?"
    piece = substr(q, to + 1, 1)
    from = -1
    for (i = 0; i < 64; i++) {
        op = substr(p, i + 1, 1); np = substr(q, i + 1, 1)
        if (op != np && np == "." && op == piece) from = i
    }
    if (from < 0)
        for (i = 0; i < 64; i++) {
            op = substr(p, i + 1, 1); np = substr(q, i + 1, 1)
            if (op != np && np == "." && colour(op) == colour(piece) && op ~ /[*+]/) from = i
        }
    if (from < 0) return "?"
    return sqname(from) sqname(to)
}

