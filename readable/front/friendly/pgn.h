/*
 * pgn.h -- the game record as Portable Game Notation: the seven tag
 * roster (Event, Site, Date, Round, White, Black, Result), SetUp and FEN
 * when the game did not start from the standard position, then the moves
 * in SAN with their numbers, wrapped under 80 columns.
 */
#ifndef UMAX_PGN_H
#define UMAX_PGN_H

#include <stddef.h>
#include <stdio.h>

/* Write the game of game.h to out.  `white` and `black` name the players;
   the result and a comment on how the game ended come from endings.h. */
void pgn_write(FILE *out, const char *white, const char *black);

/* The moves alone, numbered, in SAN, wrapped; then a newline. */
void pgn_moves(FILE *out);

/*
 * Read the first game of a PGN file and make it the game of game.h: the
 * position of its FEN tag (or the standard start), then its moves, each
 * played by the engine's root as a typed move is.  Comments, variations,
 * NAGs and move numbers are skipped.  Returns 1 if every move was played.
 * Otherwise a message in `error`, and 0 if the game in play is untouched
 * (the file could not be read, holds no game, or its FEN is bad), or -1
 * if a move was illegal: the game read stops before that move.
 */
int pgn_load(const char *path, char *error, size_t size);

#endif
