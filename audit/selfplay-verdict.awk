# selfplay-verdict.awk: the verdict of audit/selfplay.sh on one game, after
# board.awk:
#
#   awk -v label=L -v nlines=N -v ngame=G -v rc=S -v nb=B -v moves=FILE \
#       -v boards=FILE -v input=FILE -f board.awk -f selfplay-verdict.awk SF
#
# SF is Stockfish's answer for every ply: "L move move ..." (the legal
# moves before the ply; one more after the last) and "B placement" (the
# board after the ply's move).  moves has the move of each ply read off the
# boards (moves.awk), boards the program's boards, input its input lines;
# nlines input lines gave nb boards (exit status rc), the first ngame plies
# of which are the game as played.  Prints one line of figures, and exits 1
# on an illegal or unverifiable move, a crash, or a pass with legal moves
# available.
FILENAME == ARGV[1] { if ($1 == "L") { nl++; legal[nl] = $0 " " } else { nbd++; after[nbd] = fen_board($2) }; next }
END {
  while ((getline x < moves) > 0) mv[++nm] = x
  while ((getline x < boards) > 0) bd[++nbo] = x
  while ((getline x < input) > 0) typed[++ni] = substr(x, 1, 4)
  bad = 0; engine = 0; ntyped = 0
  if (rc != 0) { printf "selfplay %s: exit status %d\n", label, rc; bad++ }
  if (nb != 1 + nlines) { printf "selfplay %s: %d boards printed, %d expected\n", label, nb, 1 + nlines; bad++ }
  for (n = 1; n <= ngame; n++) {
    m = mv[n]
    if (m ~ /^\?/) { printf "selfplay %s: ply %d: %s\n", label, n, m; bad++; break }
    if (typed[n] != "" && substr(m, 1, 4) != typed[n]) { printf "selfplay %s: ply %d: typed %s, played %s\n", label, n, typed[n], m; bad++; break }
    if (index(legal[n], " " m " ") == 0) { printf "selfplay %s: ply %d: %s is illegal (legal:%s)\n", label, n, m, legal[n]; bad++; break }
    if (after[n] != bd[n + 1]) { printf "selfplay %s: ply %d: %s gives %s, Stockfish %s\n", label, n, m, bd[n + 1], after[n]; bad++; break }
    if (typed[n] == "") engine++; else ntyped++
  }
  end = "none (ply limit)"
  if (!bad && ngame < nlines) {
    # nothing was played: the side to move must have no legal move
    if (legal[ngame + 1] != "L ") { printf "selfplay %s: ply %d: %s refused, but Stockfish lists%s\n", label, ngame + 1, typed[ngame + 1] == "" ? "no engine move" : typed[ngame + 1], substr(legal[ngame + 1], 2); bad++ }
    else end = "no legal move after ply " ngame
    for (n = ngame + 1; n <= nm; n++) if (mv[n] != "-") { printf "selfplay %s: ply %d: a move after the end of the game\n", label, n; bad++; break }
  }
  printf "selfplay %s: %d lines, %d engine moves verified legal (and %d typed), game end: %s, %s\n", label, nlines, engine, ntyped, end, bad ? "FAILED" : "ok"
  exit bad ? 1 : 0
}