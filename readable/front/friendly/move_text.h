/*
 * move_text.h -- the ways a typed move can be read, before looking at the
 * board: "Nf3" is a knight going to f3; "e2-e4" whatever stands on e2
 * going to e4; "bxc3" the pawn of the b-file taking on c3 (SAN's reading)
 * and, leniently, a bishop taking on c3 written in lower case.
 *
 * Each reading carries how many liberties with the standard notations it
 * takes (a lower-case piece letter, an upper-case file, a missing capture
 * sign, a pawn's file written for a push).  SAN and squares (e2e4, e2-e4,
 * e4xd5, as UCI and long algebraic write them) take none.  In typed.c the
 * readings with the fewest liberties that name a piece of the side to
 * move decide, whether or not that piece can make the move (then the
 * refusal says why); among them, two that fit different moves make the
 * text ambiguous, and it is refused with both.
 */
#ifndef UMAX_MOVE_TEXT_H
#define UMAX_MOVE_TEXT_H

/* A text has at most this many readings. */
#define MOVE_TEXT_READINGS 4

/* ANY_PIECE: the squares say which piece (e2e4). */
#define ANY_PIECE 0

typedef struct {
    int castle;       /* +1 king side, -1 queen side, 0 not castling      */
    int type;         /* ANY_PIECE, WHITE_PAWN (a pawn of either side),   */
                      /*   KNIGHT .. KING                                 */
    int from_file;    /* 0 .. 7, or -1 when not written                   */
    int from_row;     /* 0 .. 7 (0 is rank 8), or -1                      */
    int to;           /* the destination (0x88)                           */
    int capture;      /* written with a capture sign (x or :)             */
    int promotion;    /* KNIGHT .. QUEEN, or 0 when not written           */
    int liberties;    /* 0: standard SAN or squares; more: lenient        */
    int upper_case;   /* a file was written in upper case                 */
} Reading;

/*
 * The readings of one move as typed (no spaces), fewest liberties first.
 * Marks that do not change the move are dropped: + # ! ? and "e.p.".
 * Returns how many (0: the text has the form of no move).
 */
int move_text_read(const char *text, Reading out[MOVE_TEXT_READINGS]);

#endif
