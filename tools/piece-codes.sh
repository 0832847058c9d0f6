#!/usr/bin/env bash
# piece-codes.sh: 4.8's piece codes as real games leave them, and what
# each is worth to its captor, read from the program itself.
#
# Usage: tools/piece-codes.sh [PROGRAM]   (default build/readable48)
#
# Each game below is played move by move in the friendly mode (`auto off`:
# both sides typed), with `state` after every move: the code now on the
# move's destination, and the move's gain, the change of the evaluation
# the root keeps between moves (it is always the side to move's, so a
# move's gain is minus the sum of the evaluations before and after it).
# Between moves the evaluation holds only what gain counts (captures,
# promotions, 4.8's pawn bonuses), so the gain of a capture by a piece
# whose code does not change is exactly the victim's value to its captor.
# docs/how-it-searches.md ("4.8's piece codes") shows the output, checked
# by make docs-check.
set -u
program=${1:-build/readable48}

games=(
    # a white pawn through its 6th and 7th ranks to promotion, taken
    "e4 d5 exd5 c6 dxc6 Nf6 cxb7 Nbd7 bxc8=Q Qxc8"
    # a black one
    "a3 e5 d4 exd4 c3 dxc3 Nf3 cxb2 Nbd2 bxc1=Q Qxc1"
    # each advanced pawn taken by a piece
    "e4 d5 exd5 c6 dxc6 Nxc6"
    "e4 d5 exd5 c6 dxc6 Nf6 cxb7 Bxb7"
    "a3 e5 d4 exd4 c3 dxc3 Nxc3"
    "a3 e5 d4 exd4 c3 dxc3 Nf3 cxb2 Bxb2"
)

# the friendly-mode input: each move followed by `state`, games separated
# by `new`
input() {
    local game move
    echo "auto off"
    for game in "${games[@]}"; do
        echo new
        echo state
        for move in $game; do
            echo "$move"
            echo state
        done
    done
    echo quit
}

input | "$program" --friendly --nodes 1000 | awk '
    # square "c6" -> row (0 = rank 8) and column of the state printout
    function or32(code) { return code % 64 >= 32 ? code : code + 32 }
    function code_at(sq,   r, c) { c = index("abcdefgh", substr(sq, 1, 1)); r = 8 - substr(sq, 2, 1); return board[r, c] }
    BEGIN { printf "%-8s %-7s %-11s %-6s %s\n", "move", "mover", "code after", "gain", "captured" }
    /^You play / {
        match($0, /\(([a-h][1-8])([a-h][1-8])[nbrq]?\)/)
        from = substr($0, RSTART + 1, 2); to = substr($0, RSTART + 3, 2)
        san = $0; sub(/^You play [0-9]+\.+ /, "", san); sub(/ \(.*/, "", san)
        mover = code_at(from); victim = code_at(to); moved = 1; next
    }
    /^side / {
        for (i = 1; i <= NF; i++) if ($i == "evaluation") eval_now = $(i + 1) + 0
        sub(/,$/, "", eval_now); row = 0; next
    }
    /^  [1-8] +[0-9]/ && NF == 9 {
        for (c = 1; c <= 8; c++) board[row, c] = $(c + 1)
        if (++row == 8) {
            if (moved) {
                gain = -eval_now - eval_before
                printf "%-8s %-7s %-11s %-6d %s\n", san, mover, code_at(to), gain, victim ? victim : "-"
                # a capture by a piece whose code only gained MOVED:
                # the gain is what the victim is worth
                if (victim && code_at(to) == or32(mover) && !(victim in value)) {
                    value[victim] = gain; by[victim] = san; n++
                }
                moved = 0
            } else if (started) print ""
            started = 1
            eval_before = eval_now
        }
    }
    END {
        printf "\n%-6s %-22s %s\n", "code", "value to its captor", "(seen in)"
        for (c = 0; c < 256; c++) if (c in value)
            printf "%-6d %-22d %s\n", c, value[c], by[c]
    }'
