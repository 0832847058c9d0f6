/*
 * friendly.h -- the terminal mode for people (--friendly, make
 * play-friendly): a labelled board, messages instead of silence, and a
 * few commands.  It plays exactly the moves the plain mode plays: each
 * legal move you type is checked and played by the same root search, and
 * micro-Max's replies come from the same search with the same budget (see
 * readable/README.md, "Friendly mode").
 */
#ifndef UMAX_FRIENDLY_H
#define UMAX_FRIENDLY_H

/* Play at the terminal until "quit" or end of input. */
void play_friendly(void);

#endif
