/*
 * type_ahead.h -- what the player types while micro-Max thinks.
 *
 * As on chess sites: a move typed while micro-Max thinks is a premove,
 * played after its reply if it is legal then (refused with the reason if
 * not); a command typed meanwhile runs after the reply; a paste of many
 * lines is kept whole.  On a terminal the keys are read as they come
 * (no echo: they would be glued to "micro-Max is thinking..."), kept
 * here, and shown on the thinking line as the premove; after the reply
 * the friendly mode takes the complete lines one by one
 * (type_ahead_next_line()), and a line still being typed is finished
 * with its own echo and backspace (type_ahead_finish_line()).  Through a
 * pipe or from a file nothing is held: every line of a script is read in
 * turn, after the reply, which is the same order.
 */
#ifndef UMAX_TYPE_AHEAD_H
#define UMAX_TYPE_AHEAD_H

#include <stddef.h>

/* From now on the terminal neither echoes nor edits a line: each key is
   readable as it is typed (nothing when standard input is not a
   terminal). */
void type_ahead_hold(void);

/* Read the keys typed since the last look (while held).  Returns 1 when
   the text typed ahead changed. */
int type_ahead_poll(void);

/* The keys typed ahead and not yet taken: lines joined by " / ", for the
   thinking line ("" when none). */
const char *type_ahead_shown(void);

/* The terminal as it was before type_ahead_hold(); the keys typed stay
   here, to be taken. */
void type_ahead_restore(void);

/* Take the first complete line typed ahead (without its line end) into
   `line`: 1, or 0 when there is none. */
int type_ahead_next_line(char *line, size_t size);

/* A line typed ahead but not finished (no Enter yet): shown after the
   prompt, then read on from the terminal with echo and backspace until
   Enter.  Returns 1 and the whole line in `line`; 0 when there was no
   such line; -1 at Ctrl-C, -2 at the end of input (Ctrl-D; the part is
   dropped either way). */
int type_ahead_finish_line(char *line, size_t size);

#endif
