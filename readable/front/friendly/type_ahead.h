/*
 * type_ahead.h -- what the player types while micro-Max thinks.
 *
 * A terminal keeps every line typed until the program reads it, so a move
 * typed while micro-Max thinks would be read after its answer and played
 * on a position the player has not seen yet.  So, on a terminal, while
 * micro-Max thinks the keys typed are neither echoed (they would be glued
 * to "micro-Max is thinking...") nor kept for later: type_ahead_release()
 * hands them back, and the friendly mode says they were not played.
 * Through a pipe or from a file nothing changes: every line of a script
 * is read in turn.
 */
#ifndef UMAX_TYPE_AHEAD_H
#define UMAX_TYPE_AHEAD_H

#include <stddef.h>

/* From now on the terminal neither echoes nor keeps what is typed for a
   later line (nothing when standard input is not a terminal). */
void type_ahead_hold(void);

/* The terminal as it was before type_ahead_hold(); what was typed in the
   meantime (lines joined by "/", backspaces applied, other control
   characters dropped, cut to size) goes into `text`.  Returns its length:
   0 when nothing was typed. */
size_t type_ahead_release(char *text, size_t size);

/* The terminal as it was, at once (leaving while held: Ctrl-C twice). */
void type_ahead_restore(void);

#endif
