/*
 * move_line.h -- one line of moves as a player types or pastes it: "e4",
 * "1. e4", "1.e4", "1...e5", "12... Nf6", "e4 e5 Nf3", "1. e4 e5 2. Nf3".
 *
 * Move numbers are optional; when written they must be the game's (the
 * number, and "." for White's move or "..." for Black's), so that a line
 * pasted into the wrong game is refused instead of played.  Every move of
 * the line is checked, in order, on a copy of the position before any is
 * played: a line is played whole or not at all.
 */
#ifndef UMAX_MOVE_LINE_H
#define UMAX_MOVE_LINE_H

#include <stddef.h>

#include "engine/board.h"
#include "typed.h"

/* The most moves (of either side) one line may hold: room for a whole
   game pasted at once, the longest tournament games' 538 included; a
   longer line is refused whole. */
#define MOVE_LINE_MAX 1000

typedef struct {
    char text[64];      /* as typed, without its number                */
    TypedMove move;
} LineMove;

/* The moves of the line, from the position *p at move number `number`.
   Returns how many (1 or more), 0 if the line is a single word that is no
   move at all, or -1 with a sentence in message when a move is refused or
   a number does not fit (then nothing may be played). */
int move_line_read(const Position *p, int number, const char *line,
                   LineMove *moves, char *message, size_t size);

#endif
