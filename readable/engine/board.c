/*
 * board.c -- the tables that describe chess to micro-Max, the starting
 * position and the board printout.
 */
#include <stdio.h>

#include "board.h"

Position pos;

/*
 * Piece values, indexed by type (PIECE_VALUES, version.h).  4.0-4.3:
 * pawns 1, knight and bishop 3, rook 5, queen 9, in units of 99; 4.8:
 * pawns 2, knight 7, bishop 8, rook 12, queen 23, in units of 37 (a pawn
 * 74, a bishop 296, a queen 851).  The king is worth -1: a
 * capture with a negative value is a king capture, which the search treats
 * as "the previous move was illegal" (micro-Max has no check detection; a
 * side that can take the king has won).
 */
const int piece_value[8] = PIECE_VALUES;

/* @umax:tables */
/*
 * The step vectors: how a square number changes for one step in a
 * direction (a row is 16 squares, so one step up the board is -16).
 * Each piece type reads a list of vectors from first_vector[type] up to
 * the next 0, and steps along the *negated* vector; the pieces whose moves
 * are symmetric (everything but the pawns) then also try the vector
 * itself, so one entry stands for a pair of opposite directions.  Lists
 * overlap to save space, as in the listing:
 *
 *   index  0..2   16 15 17 (negated)  black pawn: push, two captures
 *   index  4..5   1 16                rook: along rows and files
 *   index  7..10  1 16 15 17          king and queen: all eight
 *   index  8..10  16 15 17            white pawn: push, two captures
 *   index  9..10  15 17               bishop: diagonals
 *   index 12..15  14 18 31 33         knight
 *
 * The order of the vectors is the order in which moves are generated, and
 * with it which of two equal moves the search prefers: it is part of the
 * behaviour.  A pawn's push comes first, so its double step can follow.
 */
const int step_vectors[17] = {
    -16, -15, -17, 0,
    1, 16, 0,
    1, 16, 15, 17, 0,
    14, 18, 31, 33, 0
};

const int first_vector[8] = {
    0,   /* (empty: never used) */
    8,   /* WHITE_PAWN */
    0,   /* BLACK_PAWN */
    12,  /* KNIGHT     */
    7,   /* KING       */
    9,   /* BISHOP     */
    4,   /* ROOK       */
    7    /* QUEEN      */
};

/* The back rank from file a to file h. */
const int back_rank[8] = {
    ROOK, KNIGHT, BISHOP, QUEEN, KING, BISHOP, KNIGHT, ROOK
};

/*
 * The centre points, in the right half of the board: for each square
 *
 *     (file - 4)^2 + (row - 3.5)^2, rounded down,
 *
 * its squared distance from a point between e4 and e5 (the files are not
 * symmetric: the a-file is further from the centre than the h-file).  A
 * move of a pawn, knight, bishop or king earns the decrease of this number
 * (search.c).  The computation is done in quarters, in integers:
 * 4*(row - 3.5)^2 = (2*row - 7)^2.
 */
void board_fill_centre(uint8_t *board)
{
    int file, row;

    for (file = 0; file < 8; file++)
        for (row = 0; row < 8; row++) {
            int quarters = 4 * (file - 4) * (file - 4)
                         + (2 * row - 7) * (2 * row - 7);

            board[row * ROW + file + CENTRE] = (uint8_t)(quarters / 4);
        }
}

/* @umax:board-setup */
/*
 * Set up the starting position: every piece virgin (MOVED clear), white on
 * rows 6 and 7, black on rows 0 and 1, and the centre points.  The rest of
 * the board must be empty (zero) already.
 *
 * The other fields start as the listing's globals do, at zero: white to
 * move, evaluation 0, and en-passant square 0.  That 0 is not NO_SQUARE:
 * it takes part in the first search's hash-slot index, so it has to be
 * exactly 0 for the first move to be found in the same slots as the
 * reference.  (It can do no harm as an en-passant square: no pawn move can
 * reach a8 on the first move.)
 */
void board_setup(void)
{
    int file;

    for (file = 0; file < 8; file++) {
        pos.board[0 * ROW + file] = (uint8_t)(BLACK + back_rank[file]);
        pos.board[1 * ROW + file] = BLACK + BLACK_PAWN;
        pos.board[6 * ROW + file] = WHITE + WHITE_PAWN;
        pos.board[7 * ROW + file] = (uint8_t)(WHITE + back_rank[file]);
    }
    board_fill_centre(pos.board);
    pos.side = WHITE;
    pos.ep_square = 0;
    pos.eval = 0;
    pos.captured = 0;
    pos.hash_lock = 0;
    pos.hash_key = 0;
}

/* @umax:board-print */
/*
 * Print the board: for each row, each square as a space and one symbol,
 * then a space and a newline (4.8: the eight symbols alone, SPACED_BOARD).  The symbol depends on the colour bits and
 * the type (not on MOVED): `.` empty, `*` and `+` white and black pawns,
 * capitals for white.  Codes that cannot occur print as `?`.
 */
void board_print(void)
{
    static const char symbol[17] = ".?+nkbrq?*?NKBRQ";
    int row, file;

    for (row = 0; row < 8; row++) {
        for (file = 0; file < 8; file++) {
            if (SPACED_BOARD)
                putchar(' ');
            putchar(symbol[pos.board[row * ROW + file] & 15]);
        }
        if (SPACED_BOARD)
            putchar(' ');
        putchar('\n');
    }
}
