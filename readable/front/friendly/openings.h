/*
 * openings.h -- common chess openings, for variety in the friendly mode.
 *
 * micro-Max is deterministic: from the same position, with the same
 * moves and budget, it always plays the same game.  Starting a game from
 * a random opening of this list makes two games differ.  The list is the
 * project's own (openings.c): the main lines of openings every chess book
 * names, written down for this program; its licence is the project's.
 */
#ifndef UMAX_OPENINGS_H
#define UMAX_OPENINGS_H

typedef struct {
    const char *name;
    const char *moves;   /* SAN from the start position, numbered */
} Opening;

extern const Opening openings[];
extern const int opening_count;

/* Choose the seed of the random choice (0: from the clock). */
void openings_seed(unsigned long seed);

/* The seed in use (to repeat a series of games with --seed). */
unsigned long openings_seed_used(void);

/* A random opening's index (uniform over the list). */
int openings_pick(void);

/* Play opening i from the start position through the engine's root, one
   root search a move, as if typed (game.h).  Returns 1, or 0 with the
   move that failed in `bad` (cannot happen with the shipped list: the
   tests play every line). */
int openings_play(int i, char *bad, int size);

#endif
