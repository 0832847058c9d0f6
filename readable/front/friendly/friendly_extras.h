/*
 * friendly_extras.h -- the friendly mode's commands around a game, kept
 * apart from its command loop (friendly.c): strength levels, commentary
 * on or off, resigning, offering a draw, and starting from a random
 * common opening.
 */
#ifndef UMAX_FRIENDLY_EXTRAS_H
#define UMAX_FRIENDLY_EXTRAS_H

/* micro-Max accepts a draw when the score of its last search, from its
   own side, is below minus this fraction of a pawn (it thinks it stands
   worse by more than half a pawn). */
#define DRAW_ACCEPT_PAWNS 0.5

/* The command `word` (lower case) with argument `arg`, if it is one of
   these: level, quiet, resign, draw, openings.  `you` is the player's
   colour.  Returns 1 if it was (and has been carried out), else 0. */
int friendly_extra_command(const char *word, const char *arg, int you);

/* Random openings on (1) or off, and the seed (0: from the clock). */
void friendly_openings(int on, unsigned long seed);

/* A new game from the start position begins: the clocks and the score
   are reset, and with openings on a random opening is played (and
   named).  Call it after the start position is set up. */
void friendly_new_game(void);

/* The plies of the random opening the game began with (0 if none, or if
   the game no longer begins with it): nobody's moves, for the PGN's
   player names. */
int friendly_opening_plies(void);

/* The lines of help for these commands. */
extern const char friendly_extras_help[];

#endif
