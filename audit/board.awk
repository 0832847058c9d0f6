# board.awk: functions on boards, for the audit's awk programs (loaded with
# -f before the program's own).  A board is micro-Max's picture of the
# position in one line: the 8 rows, rank 8 first, spaces removed, joined by
# "/" (boards.awk makes them from a transcript), e.g. "rnbqkbnr/++++++++/...".

# fen_board(FEN): the board of a FEN (its first field), in that form: a digit
# becomes that many "." and pawns are "*" (white) and "+" (black).
function fen_board(fen,   f, out, i, c, s, r) {
  split(fen, f, " "); out = ""
  for (i = 1; i <= length(f[1]); i++) {
    c = substr(f[1], i, 1)
    if (c ~ /[1-8]/) { s = ""; for (r = 0; r < c + 0; r++) s = s "."; c = s }
    else if (c == "P") c = "*"; else if (c == "p") c = "+"
    out = out c
  }
  return out
}

# board_move(P, Q): the move (UCI, a pawn reaching the last rank promoting
# to a queen) that turns board P into board Q, read off the squares that
# changed: 2 (a move), 3 (en passant) or 4 (castling).  "-" when nothing
# changed, "? N squares changed" when the change is no move.
function board_move(p, q,   nc, ch, i, k, from, to, m, pc) {
  gsub("/", "", p); gsub("/", "", q); nc = 0
  for (i = 0; i < 64; i++) if (substr(p, i + 1, 1) != substr(q, i + 1, 1)) ch[++nc] = i
  if (nc == 0) return "-"
  from = to = -1
  if (nc == 2 || nc == 3) {
    for (k = 1; k <= nc; k++) if (substr(q, ch[k] + 1, 1) != ".") to = ch[k]
    for (k = 1; k <= nc; k++) { i = ch[k]
      if (substr(q, i + 1, 1) == "." && (substr(p, i + 1, 1) == substr(q, to + 1, 1) || nc == 2)) from = i }
  } else if (nc == 4) {
    for (k = 1; k <= nc; k++) { i = ch[k]
      if (substr(p, i + 1, 1) ~ /[Kk]/ && substr(q, i + 1, 1) == ".") from = i
      if (substr(q, i + 1, 1) ~ /[Kk]/) to = i }
  }
  if (from < 0 || to < 0) return "? " nc " squares changed"
  m = square_name(from) square_name(to)
  pc = substr(p, from + 1, 1)
  if ((pc == "*" || pc == "+") && (to < 8 || to >= 56)) m = m "q"
  return m
}
# square_name(I): the name of square I, 0 = a8 ... 63 = h1.
function square_name(i) { return substr("abcdefgh", i % 8 + 1, 1) (8 - int(i / 8)) }
