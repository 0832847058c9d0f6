/*
 * why.h -- why a move from one square to another is not legal, in words
 * for the player: "the knight on d2 is pinned to your king by the bishop
 * on b4", "the pawn on e4 cannot move backwards", "you cannot castle
 * through check: the bishop on c4 attacks f1".
 *
 * Whether a move is legal is decided by the rules helper (engine/rules.h),
 * which follows the engine's own move rules; this file only finds the
 * words.  It looks at the moves of the rules helper's walk (which do not
 * yet test for check) and at who attacks the king afterwards.
 */
#ifndef UMAX_WHY_H
#define UMAX_WHY_H

#include <stddef.h>

#include "engine/board.h"

/* Why the side to move of *p may not move from `from` to `to` (which the
   rules helper refuses), as a clause without a final full stop, into buf.
   Any pair of squares may be asked. */
void why_not(const Position *p, int from, int to, char *buf, size_t size);

/* The square of the king of `side`, or -1. */
int why_king_square(const Position *p, int side);

#endif
