/*
 * notation.h -- the names of things on the board, for every front end:
 * colours, squares, piece letters and piece names.  FEN, SAN, PGN and
 * the messages of the friendly mode all spell them the same way.
 */
#ifndef UMAX_NOTATION_H
#define UMAX_NOTATION_H

#include "engine/board.h"

/* "White" or "Black". */
const char *colour_name(int side);

/* The name of a 0x88 square ("e4") into buf (3 bytes); returns buf. */
char *square_name(int square, char *buf);

/* The square named by the first two characters of text ("e4", lower case
   only), or -1. */
int square_parse(const char *text);

/* The letter of a piece in SAN and FEN: P N B R Q K for either colour. */
int piece_letter(int code);

/* The letter in FEN: upper case for White, lower case for Black. */
int piece_fen_letter(int code);

/* The piece code (colour + type, unmoved) of a FEN letter, or 0. */
int piece_of_fen_letter(int letter);

/* The type (KNIGHT ... KING) of an upper-case piece letter N B R Q K, or
   0.  (Pawns have no letter in SAN.) */
int type_of_letter(int letter);

/* The type (QUEEN, ROOK, BISHOP, KNIGHT) that the promotion letter of a
   move in coordinates asks for (lower case: "e7e8q"), or 0. */
int promotion_type(int letter);

/* "pawn", "knight", ... */
const char *piece_name(int code);

#endif
