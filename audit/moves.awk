# moves.awk: the move of each ply, read off the boards around it (one board
# a line, as boards.awk prints them): one line per ply after the first
# board, "MOVE", "-" (no change) or "? DETAIL" (a change that is no move).
# Needs board.awk first: awk -f board.awk -f moves.awk BOARDS
{ if (NR > 1) print board_move(prev, $0); prev = $0 }
