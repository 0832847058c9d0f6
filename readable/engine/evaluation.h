/*
 * evaluation.h -- the constants of micro-Max's positional terms, and the
 * pawn-structure test, shared by the search (search.c's
 * positional_change()) and the breakdown of a move's score into those
 * terms (terms.h), so that the two cannot drift apart.
 */
#ifndef UMAX_EVALUATION_H
#define UMAX_EVALUATION_H

#include "board.h"
#include "moves.h"
#include "version.h"

/* 4.3 and 4.8: the king stays "frozen" until this much material has been
   captured in the game (pos.captured; the listing's R > 29: at 30 the king
   is free); 4.8 extends checks only below it too (search.c
   reply_depth()). */
#define ENDGAME_CAPTURED  30
#define FROZEN_KING_PENALTY 20
/* pawn structure and magnetic king: 9 per term */
#define PAWN_TERM         9

/* 1 unless `square` holds a pawn identical to `pawn` (the same code:
   colour, type, MOVED bit and, in 4.8, the bonus bits). */
static inline int no_twin(const uint8_t *board, int square, int pawn)
{
    return off_board(square) || board[square] != pawn;
}

/* The value of capturing `victim` (negative: the king); 4.8 counts the
   bonus bits of its code too (GRADUAL_PROMOTION, moves.h). */
static inline int victim_value(int victim)
{
    return PIECE_UNIT * piece_value[victim & TYPE_MASK]
         + (GRADUAL_PROMOTION ? victim & BONUS_BITS : 0);
}

#endif
