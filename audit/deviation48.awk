# deviation48.awk: step 5 of audit/legality.sh for 4.8, after board.awk.
# The published 4.8 checks a typed move by searching it like any other root
# move, and its futility pruning can skip the reply search of a move that
# leaves the own king attacked: that illegal move is then played (see
# docs/front-ends.md).  umax48 and readable48 reproduce it on purpose.  This
# program turns each "D LABEL ID PAIR illegal-accepted after=BOARD" line of a
# 4.8 program into "K LABEL ID PAIR" (the known deviation) when the move is
# exactly that: the board after it is the board before with the piece moved
# from the pair's from-square to its to-square (a queen if a pawn reaches
# the last rank), and the own king stands attacked there.  Any other accepted
# illegal move stays a disagreement, as "illegal-accepted-unexplained".
#   awk -v work=DIR -v versions="48" -f board.awk -f deviation48.awk RESULTS

function at(b, f, r) {                     # piece on file f, rank r (0..7)
  if (f < 0 || f > 7 || r < 0 || r > 7) return "#"
  return substr(b, (7 - r) * 9 + f + 1, 1)
}
function is_white(c) { return c == "*" || c ~ /[A-Z]/ }
function is_black(c) { return c == "+" || c ~ /[a-z]/ }
function enemy_of(white, c) { return white ? is_black(c) : is_white(c) }
function upper(c) { return c == "*" || c == "+" ? "P" : toupper(c) }
# attacked(B, F, R, WHITE): is square (F, R) attacked by the side that is
# not WHITE?
function attacked(b, f, r, white,   i, df, dr, c, k, n) {
  split("1 2 2 1 -1 -2 -2 -1", df, " "); split("2 1 -1 -2 -2 -1 1 2", dr, " ")
  for (i = 1; i <= 8; i++) { c = at(b, f + df[i], r + dr[i]); if (enemy_of(white, c) && upper(c) == "N") return 1 }
  for (i = -1; i <= 1; i++) for (k = -1; k <= 1; k++) {
    if (i == 0 && k == 0) continue
    c = at(b, f + i, r + k); if (enemy_of(white, c) && upper(c) == "K") return 1
    for (n = 1; ; n++) {
      c = at(b, f + n * i, r + n * k)
      if (c == "#") break
      if (c == ".") continue
      if (enemy_of(white, c) && (upper(c) == "Q" || (upper(c) == "R" && (i == 0 || k == 0)) || (upper(c) == "B" && i != 0 && k != 0))) return 1
      break
    }
  }
  k = white ? 1 : -1                       # an enemy pawn attacks towards us
  c = at(b, f - 1, r + k); if (enemy_of(white, c) && upper(c) == "P") return 1
  c = at(b, f + 1, r + k); if (enemy_of(white, c) && upper(c) == "P") return 1
  return 0
}
function known(before, pair, after,   ff, fr, tf, tr, pc, want, f, r, white) {
  ff = index("abcdefgh", substr(pair, 1, 1)) - 1; fr = substr(pair, 2, 1) - 1
  tf = index("abcdefgh", substr(pair, 3, 1)) - 1; tr = substr(pair, 4, 1) - 1
  pc = at(before, ff, fr); white = is_white(pc)
  if (pc == "." || pc == "#" || (!white && !is_black(pc))) return 0
  if (white ? is_white(at(before, tf, tr)) : is_black(at(before, tf, tr))) return 0
  if (pc == "*" && tr == 7) pc = "Q"; if (pc == "+" && tr == 0) pc = "q"
  want = ""                                # before, the piece moved
  for (r = 7; r >= 0; r--) {
    for (f = 0; f < 8; f++)
      want = want (f == ff && r == fr ? "." : f == tf && r == tr ? pc : at(before, f, r))
    if (r > 0) want = want "/"
  }
  if (want != after) return 0
  for (r = 0; r < 8; r++) for (f = 0; f < 8; f++)
    if (at(after, f, r) == (white ? "K" : "k")) return attacked(after, f, r, white)
  return 0
}
BEGIN { n = split(versions, vs, " "); for (i = 1; i <= n; i++) dev[vs[i]] = 1 }
$1 == "D" && $5 == "illegal-accepted" && dev[substr($2, length($2) - 1)] {
  getline before < (work "/p/" $3 "/board"); close(work "/p/" $3 "/board")
  after = $6; sub(/^after=/, "", after)
  if (known(before, $4, after)) { print "K", $2, $3, $4; next }
  $5 = "illegal-accepted-unexplained"
}
{ print }
