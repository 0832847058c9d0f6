/*
 * moves.h -- micro-Max's move rules, one step at a time: walking a ray,
 * the tests that stop it, making a move and taking it back, and the hash
 * keys after it.
 *
 * The search (search.c) and the move list for the front ends (rules.c)
 * generate moves with these same helpers, so the two cannot drift apart.
 * They are static inline: the search calls them millions of times a
 * second, and the compiler folds them into it.
 *
 * The shape of a ray walk, one direction of one piece, as both files
 * write it (search.c also replays its hint move as the first "square"):
 *
 *     m.to = m.from;  m.rook_from = m.rook_to = NO_SQUARE;
 *     do {
 *         m.to += m.step;                         (the next square)
 *         if (off_board(m.to)) break;
 *         ... castled_over(): a king capture ...
 *         m.capture_sq = capture_square(type, m.to, ep_square);
 *         m.victim = board[m.capture_sq];
 *         if (move_blocked(side, type, &m)) break;
 *         ... the move m is searched (or listed) here ...
 *     } while (ray_goes_on(board, side, type, &m));
 */
#ifndef UMAX_MOVES_H
#define UMAX_MOVES_H

#include "board.h"
#include "zobrist.h"

/*
 * A move as the ray walk produces it.  Besides origin and destination: the
 * square of the victim (beside `to` for en passant), the victim (0 when
 * the square is empty), the mover, the ray's step vector, and the squares
 * the ray walk remembered: for castling the rook's corner (rook_from) and
 * the square the king crossed, where the rook goes (rook_to); for a pawn's
 * double step the square it skipped (rook_to).  Both are NO_SQUARE
 * otherwise (the dummy square, see board.h).
 */
typedef struct {
    int from, to;
    int capture_sq;
    int piece, victim;
    int step;
    int rook_from, rook_to;
} RayMove;

/* Is this number off the 0x88 board?  (So are -128 .. -1, all the
   negative numbers a step from the board can reach.) */
static inline int off_board(int square)
{
    return ((unsigned)square & OFF_BOARD) != 0;
}

/* The next square in reading order (a8, b8, ... h1), wrapping to a8. */
static inline int next_square(int square)
{
    return (square + 9) & 0x77;   /* +9 then clear bit 3 = +1, skipping */
                                  /* the right half; 0x77 + 9 wraps to 0 */
}

/*
 * The board scan's next piece of `side`: from m->from on, in the order of
 * next_square(), the first square that holds one becomes m->from, its
 * piece m->piece; 0 when the scan comes back to `stop` first.  The same
 * squares the scan would test one by one; in a loop of its own the
 * compiler keeps the square in a register, which saved 5% of 4.8's time
 * (docs/measurements.md).
 */
static inline int next_own_piece(const uint8_t *board, int side, int stop,
                                 RayMove *m)
{
    int square = m->from;

    while (!(board[square] & side)) {
        square = next_square(square);
        if (square == stop)
            return 0;
    }
    m->from = square;
    m->piece = board[square];
    return 1;
}

/* @umax:directions */
/*
 * The next direction of a piece of this type, 0 when there is none left
 * (`dir` walks its list in step_vectors[], board.c).  Each vector is first
 * taken negated; for every type but the pawns the vector itself follows
 * (`step` < 0 after the negation, so -step), the opposite direction.
 */
static inline int next_direction(int type, int step, int *dir)
{
    return type > BLACK_PAWN && step < 0 ? -step : -step_vectors[(*dir)++];
}

/* @umax:castled-over */
/*
 * After castling, the en-passant argument holds the square the rook went
 * to (the square the king crossed).  A move landing on it or next to it
 * (the king's old square, the crossed square, the king's new square)
 * "captures the king": castling out of, through or into check is illegal.
 * The listing tests `(ep - 128) & board[ep]`: it is nonzero for the
 * castled rook on d1, f1, d8 or f8, and zero when ep is NO_SQUARE (128),
 * an empty square skipped by a pawn, or the start position's 0 (a8, whose
 * rook has no bit in common with -128).  We keep that exact test rather
 * than a plainer "is there a rook": it gives the listing's answer in every
 * position, even those no game reaches.  The ray walk makes this test
 * before move_blocked(): a pawn that gave check to the king's old square
 * must count, though that square is empty now and a pawn may not move
 * diagonally onto an empty square (the bug the micro-Max 4.0 page reports
 * fixed: 3.2 castled out of a pawn's check).
 */
static inline int castled_over(const uint8_t *board, int ep, int to)
{
    return ((ep - NO_SQUARE) & board[ep]) && to - ep < 2 && ep - to < 2;
}

/* @umax:en-passant */
/* Where the victim of a move to `to` stands: on `to`, except when a pawn
   moves to the square the last move skipped: then the victim is the pawn
   that skipped it, one row further on, beside the capturing pawn.
   Arithmetic rather than an `if`: with a branch, gcc passed the square
   through the stack on its way to the victim's load, on every square of
   every ray (7% of 4.8's time, docs/measurements.md). */
static inline int capture_square(int type, int to, int ep)
{
    int en_passant = type < KNIGHT && to == ep;     /* 1 or 0 */

    return to ^ (en_passant * ROW);
}

/* @umax:pawn-rules */
/*
 * A pawn moves straight only onto an empty square, diagonally only to
 * capture.  The test looks at the actual step to - from, not at the ray's
 * vector, because the replayed hint move (search.c) does not follow the
 * ray.
 */
static inline int pawn_move_wrong(int from, int to, int victim)
{
    int straight = ((unsigned)(to - from) & 7) == 0;

    return straight != (victim == 0);
}

/* Can the ray not go to m->to?  Not onto an own piece, nor a pawn where
   it may not go. */
static inline int move_blocked(int side, int type, const RayMove *m)
{
    if (m->victim & side)
        return 1;
    return type < KNIGHT && pawn_move_wrong(m->from, m->to, m->victim);
}

/* @umax:promotion */
/* Does a pawn that arrives on `to` promote?  When one more step in its
   direction leaves the board past the edge row (a negative number, or 128
   and up).  The + 1 covers a black pawn that took on a1 from b2: a1 + 15
   is 127, one short of 128. */
static inline int promotes(int to, int step)
{
    return ((unsigned)(to + step + 1) & 128) != 0;
}

/* @umax:make-move */
/*
 * Make the move on the board: the origin and the victim's square emptied,
 * the mover on `to` marked MOVED, and for castling the rook taken from its
 * corner to the square the king crossed.  rook_from is NO_SQUARE (the
 * dummy) unless castling, so the first line needs no test.  The castled
 * rook is written as side + ROOK, without the MOVED bit: it counts as
 * virgin afterwards (harmless, its king has moved; `state` shows 14 on f1
 * after White's O-O).
 */
static inline void make_move(uint8_t *board, int side, const RayMove *m)
{
    board[m->rook_from] = board[m->capture_sq] = board[m->from] = 0;
    board[m->to] = (uint8_t)(m->piece | MOVED);
    if (!off_board(m->rook_from))
        board[m->rook_to] = (uint8_t)(side + ROOK);
}

/*
 * What a pawn's arrival on m->to changes in its piece code, and the gain
 * that adds to the move's score (0 for other pieces).  4.0-4.3: a pawn
 * that reached the edge row becomes a queen (micro-Max knows no
 * under-promotion): the type bits of a pawn (1 or 2) OR 7 give 7, and the
 * move gains PROMOTION_GAIN.
 *
 * 4.8 (GRADUAL_PROMOTION) adds a number to the code, and the same number
 * to the gain; the search counts bits 6 and 7 of a victim's code in its
 * value (victim_value(), search.c).  A moved pawn arriving on its 6th or
 * 7th rank (rows 2 and 1 for White, 5 and 6 for Black: the rows whose
 * number + 1 has bit 1 set, the listing's (to + 16) & 32) gets ADVANCED
 * (64) added: on its 6th rank that sets bit 6, on its 7th the second 64
 * carries into bit 7 (White 41, 105, 169; Black 50, 114, 178), worth 64
 * to the mover each time and 138 or 202 in all to its captor later.
 * (The row test also matches rows 5 and 6 for White and 1 and 2 for
 * Black; but a pawn only reaches row 5 (White) or 2 (Black) from its
 * start square, virgin, and never rows 6 or 1: the test on the mover's
 * MOVED bit leaves them out.)  Promotion adds PROMOTION_STEP - type: 169
 * + 646 and 178 + 645 are, modulo 256, 47 and 55, a plain moved queen of
 * the same colour, bits 6 and 7 clear: worth 851 to its captor, like any
 * queen (docs/how-it-searches.md, "4.8's piece codes").
 */
static inline int pawn_arrives(uint8_t *board, int type, const RayMove *m)
{
    int bonus;

    if (type >= KNIGHT)
        return 0;
    if (!GRADUAL_PROMOTION) {
        if (!promotes(m->to, m->step))
            return 0;
        board[m->to] |= QUEEN;
        return PROMOTION_GAIN;
    }
    if (promotes(m->to, m->step))
        bonus = PROMOTION_STEP - type;
    else
        bonus = 2 * (m->piece & (m->to + ROW) & MOVED);
    board[m->to] = (uint8_t)(board[m->to] + bonus);
    return bonus;
}

/* @umax:unmake-move */
/*
 * Take the move back.  The writes go to the dummy square (NO_SQUARE)
 * when there is no rook or no skipped square; the victim is written last,
 * because its square may be `to`.
 */
static inline void unmake_move(uint8_t *board, int side, const RayMove *m)
{
    board[m->rook_from] = (uint8_t)(side + ROOK);
    board[m->rook_to] = board[m->to] = 0;
    board[m->from] = (uint8_t)m->piece;
    board[m->capture_sq] = (uint8_t)m->victim;
}

/* @umax:fake-capture */
/*
 * Does the ray go on past m->to?  Sliders (bishop, rook, queen) go on over
 * empty squares.  The others stop here: the victim is bumped to nonzero (a
 * "fake capture"), except for a double step: the first step of a virgin
 * pawn's push, or of a virgin king towards a corner where castling is
 * possible (castling_corner(), board.h).  The ray walk then remembers the
 * square stepped over in rook_to (the en-passant square, or the rook's
 * destination) and the corner in rook_from.  A virgin pawn's first
 * diagonal step also sets rook_to, but it captured, so the ray ends
 * anyway.
 */
static inline int ray_goes_on(const uint8_t *board, int side, int type,
                              RayMove *m)
{
    if (m->to == m->from + m->step && !(m->piece & MOVED)
        && (type < KNIGHT
            || (type == KING
                && (m->rook_from = castling_corner(board, side, m->from,
                                                   m->step)) != NO_SQUARE)))
        m->rook_to = m->to;
    else
        m->victim += type < BISHOP;     /* fake capture */
    return !m->victim;
}

/* @umax:key-update */
/*
 * The keys of the position after the move m, just made on `board`,
 * updated differentially (zobrist.h): plus the piece now on `to` (a
 * queen after a promotion), minus the mover on `from`, minus the victim.
 * The castling rook's move is in neither key: so that the castled
 * position (and every position below it, as keys are only updated)
 * cannot pass for the one with the king on its new square and the rook
 * still in its corner, the lock adds rook_from - 128 (the listing's
 * + G - S), which is 0 for every move but castling (rook_from is
 * NO_SQUARE, 128) and a different nonzero number for each of the four
 * corners.  The index key goes without it: positions that share a slot
 * are told apart by the lock.
 */
static inline uint32_t child_index_key(uint32_t key, const uint8_t *board,
                                       const RayMove *m)
{
    return key + index_key(m->to, board[m->to])
               - index_key(m->from, m->piece)
               - index_key(m->capture_sq, m->victim);
}

static inline uint32_t child_lock(uint32_t lock, const uint8_t *board,
                                  const RayMove *m)
{
    return lock + lock_key(m->to, board[m->to])
                - lock_key(m->from, m->piece)
                - lock_key(m->capture_sq, m->victim)
                + (uint32_t)(m->rook_from - NO_SQUARE);
}

#endif
