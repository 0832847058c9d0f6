/*
 * terms.c -- a move's incremental score, term by term (terms.h).  Each
 * line follows one line of search.c's positional_change() and Step 9.
 */
#include <string.h>

#include "evaluation.h"
#include "rules.h"
#include "terms.h"

int score_terms(const Position *p, int from, int to, int captured,
                ScoreTerms *t)
{
    uint8_t board[BOARD_CELLS];
    RayMove m;
    int side = p->side, type;

    if (!rules_walked_move(p, from, to, &m))
        return 0;
    memset(t, 0, sizeof *t);
    memcpy(board, p->board, sizeof board);
    type = m.piece & TYPE_MASK;
    t->material = victim_value(m.victim);
    make_move(board, side, &m);
    if (type < ROOK)
        t->centre = board[m.from + CENTRE] - board[m.to + CENTRE];
    if (!off_board(m.rook_from))
        t->castling = CASTLING_BONUS;
    if (KING_SAFETY && type == KING && captured < ENDGAME_CAPTURED)
        t->king = -FROZEN_KING_PENALTY;
    if (type < KNIGHT) {
        t->pawns = -PAWN_TERM * (no_twin(board, m.from - 2, m.piece)
                                 + no_twin(board, m.from + 2, m.piece) - 1);
        if (KING_SAFETY && board[m.from ^ ROW] == side + MOVED + KING)
            t->shelter = -PAWN_TERM;
        if (PAWN_PUSH_BONUS)
            t->advance = captured >> 2;
    }
    t->promotion = pawn_arrives(board, type, &m);
    t->total = t->material + t->promotion + t->centre + t->castling
             + t->king + t->pawns + t->shelter + t->advance;
    return 1;
}
