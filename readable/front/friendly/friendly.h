/*
 * friendly.h -- the terminal mode for people (--friendly, make play): a
 * labelled board turned to your side, moves in SAN or as squares, messages
 * instead of silence, the game record in PGN, the end of the game by the
 * rules of chess, and a few commands.  It plays the moves the plain mode
 * plays (but a legal move that 4.8's root refuses, which it plays all the
 * same: friendly.c): each
 * legal move you type is checked and played by the same root search, and
 * micro-Max's replies come from the same search with the same budget (see
 * docs/front-ends.md, "Friendly mode").
 */
#ifndef UMAX_FRIENDLY_H
#define UMAX_FRIENDLY_H

/* Play at the terminal until "quit" or end of input.  `you` is the
   player's colour (WHITE or BLACK), or 0 for the side to move; pgn_path,
   if not NULL, a PGN game to continue; openings: start each new game
   from a random common opening (openings.h), chosen with `seed` (0: from
   the clock).  Returns the exit status: 0, or 2 if the PGN could not be
   loaded. */
int play_friendly(int you, const char *pgn_path, int openings,
                  unsigned long seed);

#endif
