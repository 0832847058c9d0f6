/*
 * board.h -- how micro-Max represents a chess position.
 *
 * THE 0x88 BOARD.  Squares are numbered 16 * row + file, row 0 being rank 8
 * (black's back rank, printed first) and row 7 rank 1.  Only the left half
 * of each 16-square row is the chess board; a square number with bit 3 (a
 * file past h) or bit 7 (a row past rank 1, or a negative number) set is off
 * the board, so one test, `square & 0x88`, catches every step off any edge.
 *
 *        a    b    c    d    e    f    g    h   | unused right half
 *   8  0x00 0x01 0x02 0x03 0x04 0x05 0x06 0x07  | 0x08 .. 0x0f
 *   7  0x10 ...                          0x17  | 0x18 .. 0x1f
 *   ...
 *   1  0x70 ...                          0x77  | 0x78 .. 0x7f
 *
 * micro-Max puts the right half to use: square + 8 holds the square's
 * "centre points" (its squared distance from the centre, see board.c), so
 * one array serves as board and evaluation table.
 *
 * THE PIECE CODES.  A square holds 0 when empty, else one byte:
 *
 *     bit 5 (32)      MOVED: the piece has moved ("not virgin"); castling
 *                     and the pawn double step need a virgin piece
 *     bit 4 (16)      BLACK
 *     bit 3 (8)       WHITE
 *     bits 0-2        the type, 1 .. 7
 *
 * (4.8 also uses bits 6 and 7, for a pawn's 6th- and 7th-rank bonus:
 * ADVANCED, below.)
 *
 * The two colours are separate bits so that `code & side` asks "is this a
 * piece of the side to move?" and `24 - side` is the other side.  The pawns
 * of the two colours are different types, because they move in different
 * directions; every other type moves the same for both colours.
 */
#ifndef UMAX_BOARD_H
#define UMAX_BOARD_H

#include <stdint.h>

#include "version.h"

enum piece_type {
    EMPTY = 0,
    WHITE_PAWN = 1,   /* moves towards row 0 (up the printed board) */
    BLACK_PAWN = 2,   /* moves towards row 7                        */
    KNIGHT = 3,
    KING = 4,
    BISHOP = 5,
    ROOK = 6,
    QUEEN = 7
};

#define TYPE_MASK   7
#define WHITE       8
#define BLACK       16
#define BOTH_SIDES  (WHITE + BLACK)    /* other side = BOTH_SIDES - side */
#define MOVED       32

#define OFF_BOARD   0x88     /* square & OFF_BOARD: not a square of the board */
#define CENTRE      8        /* board[square + CENTRE]: centre points          */
#define ROW         16       /* one row down the board (towards rank 1)       */

/* Square 128 is a dummy: a place to write without a test (moves.h): for
   every move but castling, make_move() clears the "rook corner" there and
   unmake_move() restores a rook there and clears the "skipped square"
   there (make_move() tests the corner before placing the castled rook).  NO_SQUARE names it where it means
   "no square at all", e.g. no en-passant square. */
#define NO_SQUARE   128
#define BOARD_CELLS 129

/* The coordinates of a square, for printing moves. */
#define FILE_CHAR(sq) ('a' + ((sq) & 7))
#define RANK_CHAR(sq) ('8' - (((sq) >> 4) & 7))

/* @umax:globals @umax:board-array */
/*
 * The position: the board and everything a move changes besides it.
 * These are the listing's globals b, O, Q and R, main's locals k and j
 * (4.0-4.3), and 4.8's globals k, J and Z.
 */
typedef struct {
    uint8_t board[BOARD_CELLS];  /* b: pieces, centre points, dummy          */
    int side;                    /* k: WHITE or BLACK, the side to move      */
    int ep_square;               /* O: square a pawn just skipped, or the    */
                                 /*    square a king just castled over; 0    */
                                 /*    before the first move (see board.c)   */
    int eval;                    /* Q: evaluation for the side to move:      */
                                 /*    material only between moves, with     */
                                 /*    4.8's pawn bonuses (search.c          */
                                 /*    play_root_move())                     */
    int captured;                /* R: 4.3 and 4.8's captured material      */
    uint32_t hash_lock;          /* the root's lock: 4.0-4.3 j, counting     */
                                 /*   root searches (in the plain mode one   */
                                 /*   per input line); 4.8 Z, the position's */
                                 /*   lock key (KEEP_HASH, search.c)         */
    uint32_t hash_key;           /* 4.8 J: the position's index key          */
} Position;

extern Position pos;

/* Piece values; the search multiplies them by PIECE_UNIT (version.h):
   a pawn is PAWN_SCORE, 99 (4.0-4.3) or 74 (4.8). */
extern const int piece_value[8];
/* @umax:constants */
/* A score beyond any evaluation: "the king can be captured". */
#define INF            8000
/* A promotion adds a queen and removes a pawn: 9*99 - 99 = 792, rounded
   up to 799 in the listing because 799 is also its input-parsing constant
   (play.c). */
#define PROMOTION_GAIN 799
/* 4.8 (GRADUAL_PROMOTION, moves.h pawn_arrives()): a moved pawn arriving
   on its 6th rank gets ADVANCED (64) added to its code, and on its 7th
   another 64, which carries into bit 7 (White 41, 105, 169; Black 50,
   114, 178); bits 6 and 7 of a code (BONUS_BITS) count in its value as a
   victim.  Promotion adds PROMOTION_STEP - type to the code and to the
   score: modulo 256 that is a plain moved queen (47, 55), the bonus bits
   gone (docs/how-it-searches.md, "4.8's piece codes"). */
#define PROMOTION_STEP 647
#define ADVANCED       64
#define BONUS_BITS     192

/* What a promotion of a pawn of this side adds to the evaluation. */
static inline int promotion_gain(int side)
{
    return GRADUAL_PROMOTION
        ? PROMOTION_STEP - (side == WHITE ? WHITE_PAWN : BLACK_PAWN)
        : PROMOTION_GAIN;
}

/* What a queen promoted in a game adds to its side's evaluation between
   moves: the pawn, the promotion's gain, and in 4.8 the two ADVANCED
   bonuses the pawn earned on its 6th and 7th ranks (74 + 64 + 64 + 646 =
   848 for White; 4.0-4.3: 99 + 799 = 898).  The queen's code itself
   carries no bonus bits (moves.h pawn_arrives()). */
static inline int promoted_queen_eval(int side)
{
    return PAWN_SCORE + (GRADUAL_PROMOTION ? 2 * ADVANCED : 0)
         + promotion_gain(side);
}

/* Step vectors, and where each type's list starts in them. */
extern const int step_vectors[17];
extern const int first_vector[8];

/*
 * Castling: a virgin king's first sideways step may go on one more square
 * if the virgin rook of its side stands in the corner it is stepping
 * towards and the two squares next to that corner are empty.  (On the
 * queen side the king's first square, d1, is not among them: if it is
 * occupied, the first step is blocked or a capture, and the ray ends.)  Returns
 * the corner, or NO_SQUARE when castling is not possible.  The corner is
 * from + 3 or (from + 3) ^ 7: h1 or a1 for a king on e1.
 */
static inline int castling_corner(const uint8_t *board, int side,
                                  int from, int step)
{
    int corner;

    if (step != 1 && step != -1)
        return NO_SQUARE;
    corner = (from + 3) ^ (step < 0 ? 7 : 0);
    if (board[corner] != side + ROOK || board[corner ^ 1] || board[corner ^ 2])
        return NO_SQUARE;
    return corner;
}

/* The types on the back rank at the start, file a to file h. */
extern const int back_rank[8];

/* Fill the right half of a board with the centre points (board.c). */
void board_fill_centre(uint8_t *board);

/* Put the pieces on their starting squares and fill the centre points. */
void board_setup(void);

/* Print the board the way micro-Max does (8 lines, rank 8 first). */
void board_print(void);

#endif
