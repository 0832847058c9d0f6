/*
 * fen.h -- positions in Forsyth-Edwards Notation, to and from micro-Max's
 * state.
 *
 * A FEN has six fields: piece placement, side to move, castling rights,
 * en-passant square, halfmove clock, fullmove number.  micro-Max keeps a
 * different state (board.h): piece codes with a "virgin" bit, the square
 * the last move skipped, an incremental evaluation, and (4.3, 4.8) a
 * counter of captured material.  fen.c maps one onto the other; docs/front-ends.md
 * ("Position setup") explains each choice.  micro-Max has no 50-move rule
 * and no move counter, so the two counters are only carried along for the
 * front ends.
 */
#ifndef UMAX_FEN_H
#define UMAX_FEN_H

#include <stddef.h>

#include "engine/board.h"

#define FEN_START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

/* Longest FEN fen_write() produces, with its NUL (64 + 7 + 22 + 2*7). */
#define FEN_SIZE 128

/* The counters that FEN carries and micro-Max does not. */
typedef struct {
    int halfmove;   /* plies since the last capture or pawn move */
    int fullmove;   /* 1 at the start, + 1 after every Black move */
} FenCounters;

/*
 * Parse `text` into *p (every field but hash_lock, which is left alone)
 * and *counters.  Returns 1, or 0 with a one-line message in `error`
 * that names the field, e.g. "castling field: 'KQxq': 'x' is not K, Q, k,
 * q or -".  Missing halfmove and fullmove fields count as 0 and 1.  The
 * position must have one king of each colour, no pawn on rank 1 or 8, and
 * the side that is not to move must not be in check.  *p is untouched on
 * error.
 */
int fen_parse(const char *text, Position *p, FenCounters *counters,
              char *error, size_t error_size);

/* Write the FEN of *p into buf (FEN_SIZE bytes). */
void fen_write(const Position *p, const FenCounters *counters, char *buf);

#endif
