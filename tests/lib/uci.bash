# Helpers for the UCI tests (tests/uci*.bats, tests/full/uci*.bats).

# uci_golden_input VERSION CASE NODES: a UCI session that plays golden case
# CASE (tests/golden/replies.tsv) the way a GUI would: every typed move and
# every earlier reply goes into "position startpos moves ...", every empty
# input line becomes "go nodes NODES".  The expected replies, one per line,
# go to the file named by $expected.
uci_golden_input() {
  awk -F '\t' -v v="$1" -v c="$2" -v n="$3" -v expfile="$expected" '
    $1 == v && $2 == c {
      if ($4 == "(empty: engine moves)") {
        print "position startpos" (moves == "" ? "" : " moves" moves)
        print "go nodes " n
        print $5 > expfile
      } else if ($5 != $4) {
        print "case " c " has an illegal input line" > "/dev/stderr"; exit 1
      }
      moves = moves " " $5
    }' "${UCI_ROOT:-.}/tests/golden/replies.tsv"
}

# uci_bestmoves: the moves of the bestmove lines on standard input.
uci_bestmoves() {
  awk '$1 == "bestmove" { print $2 }'
}
