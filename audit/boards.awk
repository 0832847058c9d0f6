# Turns a micro-Max transcript into one line per printed board: the 8 rows,
# rank 8 first, spaces removed, joined by "/" (e.g. "rnbqkbnr/++++++++/..."),
# the same form that audit/legality.sh makes from Stockfish's FEN.  A
# trailing incomplete board is dropped.
{ gsub(/[ \r]/, ""); row[n++] = $0
  if (n == 8) { print row[0] "/" row[1] "/" row[2] "/" row[3] "/" row[4] "/" row[5] "/" row[6] "/" row[7]; n = 0 } }
