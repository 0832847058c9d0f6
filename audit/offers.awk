# offers.awk: step 3 of audit/legality.sh, after board.awk: one directory
# per position with what check-position.sh offers to the programs.
#
#   awk -F'\t' -v work=DIR -v mode=shape|all -v others=N -v sample=N \
#       -v seed=N -f board.awk -f offers.awk POSITIONS
#
# POSITIONS is positions.sh's output (ID, moves, legal moves; tab-separated);
# WORK/fens holds Stockfish's FEN (and checkers) of every position and after
# each of its legal moves, in the same order.  For each position it writes
# WORK/p/ID/prefix, board, legal and illegal (see check-position.sh) and
# adds to WORK/coverage the counts of special moves offered.
function sqname(t) { return substr(files, t % 8 + 1, 1) (int(t / 8) + 1) }
# shape(PIECE, |file difference|, |rank difference|)
function shape(p, a, b) {
  if (a == 0 && b == 0) return 0
  p = tolower(p)
  if (p == "n") return a * b == 2
  if (p == "b") return a == b
  if (p == "r") return a == 0 || b == 0
  if (p == "q") return a == b || a == 0 || b == 0
  if (p == "k") return (a <= 1 && b <= 1) || (a == 2 && b == 0)
  return a <= 1 && b >= 1 && b <= 2                # pawns, both ways
}
# special(PAIR): castling, en-passant or promotion, by the piece on the
# from-square of the current position (rows[]); "" for other pairs
function special(pair,   a, b, c, d, p, q) {
  a = index(files, substr(pair, 1, 1)); b = substr(pair, 2, 1) + 0
  c = index(files, substr(pair, 3, 1)); d = substr(pair, 4, 1) + 0
  p = substr(rows[9 - b], a, 1); q = substr(rows[9 - d], c, 1)
  if (p == "K" && pair ~ /^e1[gc]1$/ || p == "k" && pair ~ /^e8[gc]8$/) return "castling"
  if ((p == "*" || p == "+") && (d == 8 || d == 1) && (d - b == 1 || b - d == 1)) return "promotion"
  if ((p == "*" && d - b == 1 || p == "+" && b - d == 1) && (a - c == 1 || c - a == 1) && q == ".") return "en-passant"
  return ""
}
function rnd(n) { rng = (rng * 16807) % 2147483647; return rng % n }
BEGIN { rng = seed % 2147483646 + 1; files = "abcdefgh" }
{
  id = $1; dir = work "/p/" id; system("mkdir -p " dir)
  nm = split($2, mv, " ")
  for (i = 1; i <= nm; i++) print substr(mv[i], 1, 4) > (dir "/prefix")
  if (nm == 0) printf "" > (dir "/prefix")
  close(dir "/prefix")
  if ((getline x < (work "/fens")) <= 0) { print "audit: missing Stockfish output" > "/dev/stderr"; exit 2 }
  split(x, fc, "\t"); fen = fc[1]
  print fen_board(fen) > (dir "/board"); close(dir "/board")
  incheck += fc[2] != ""
  split(fen, f, " "); side = f[2]
  split(fen_board(fen), rows, "/")
  delete islegal
  nl = split($3, l, " ")
  printf "" > (dir "/legal")
  for (i = 1; i <= nl; i++) {
    if ((getline x < (work "/fens")) <= 0) { print "audit: missing Stockfish output" > "/dev/stderr"; exit 2 }
    split(x, fc, "\t")
    print substr(l[i], 1, 4), fen_board(fc[1]) > (dir "/legal")
    kind = special(substr(l[i], 1, 4)); if (kind != "") legalkind[kind]++
    islegal[substr(l[i], 1, 4)] = 1
  }
  close(dir "/legal")
  # the illegal pairs to offer
  delete offer; delete own; nother = 0
  for (r = 1; r <= 8; r++) for (c = 1; c <= 8; c++) {
    sq = substr(files, c, 1) (9 - r); pc = substr(rows[r], c, 1)
    if ((side == "w") ? (pc ~ /[*NBRQK]/) : (pc ~ /[+nbrqk]/)) own[sq] = pc
    else other[++nother] = sq
  }
  if (mode == "all") {
    # every target of every piece of the side to move, and every target
    # of OTHERS other from-squares
    for (i = 0; i < others && nother > 0; i++) {
      j = rnd(nother) + 1; own[other[j]] = "."; other[j] = other[nother--]
    }
    for (sq in own) for (t = 0; t < 64; t++) offer[sq sqname(t)] = 1
  } else {
    # every target that a piece of that type could reach on an empty
    # board (blocked rays, pins, moving into check, castling, en passant
    # and promotion are all among them; pawns also backwards), then SAMPLE
    # pairs drawn from all the others
    for (sq in own) for (t = 0; t < 64; t++) {
      df = index(files, substr(sq, 1, 1)) - 1 - t % 8; dr = substr(sq, 2, 1) - 1 - int(t / 8)
      if (shape(own[sq], df < 0 ? -df : df, dr < 0 ? -dr : dr)) offer[sq sqname(t)] = 1
    }
    tries = 0
    for (i = 0; i < sample; i++) {
      pair = sqname(rnd(64)) sqname(rnd(64))
      if (pair in offer || pair in islegal) { if (++tries < 100000) i--; continue }
      offer[pair] = 1
    }
  }
  printf "" > (dir "/illegal")
  for (f1 = 0; f1 < 64; f1++) for (t = 0; t < 64; t++) {
    pair = sqname(f1) sqname(t)
    if ((pair in offer) && !(pair in islegal)) {
      print pair > (dir "/illegal")
      kind = special(pair); if (kind != "") illegalkind[kind]++
    }
  }
  if (nl == 0) nomove++
  close(dir "/illegal")
}
END {
  printf "coverage: %d positions in check, %d with no legal move;", incheck, nomove > (work "/coverage")
  printf " legal pairs offered: %d castling, %d en passant, %d promotion;", legalkind["castling"], legalkind["en-passant"], legalkind["promotion"] > (work "/coverage")
  printf " illegal pairs of those shapes: %d castling, %d en passant, %d promotion\n", illegalkind["castling"], illegalkind["en-passant"], illegalkind["promotion"] > (work "/coverage")
}