/*
 * screen.h -- what the friendly mode puts on the terminal: the board,
 * turned so that the player's side is at the bottom, and colour where it
 * helps (a chequered board, the last move marked, errors in red), but
 * only on a terminal (TERM not "dumb") and only when NO_COLOR is unset or
 * empty: a pipe or a file gets plain text.  A terminal also sees a note while micro-Max thinks.
 */
#ifndef UMAX_SCREEN_H
#define UMAX_SCREEN_H

#include "engine/board.h"

/* Kinds of text, each with its colour. */
typedef enum {
    STYLE_PLAIN,
    STYLE_ENGINE,     /* micro-Max's move            */
    STYLE_ERROR,      /* a refused move or command   */
    STYLE_ALERT,      /* check                       */
    STYLE_RESULT      /* the end of the game         */
} Style;

/* Decide once whether to use colour (standard output a terminal, NO_COLOR
   unset or empty, TERM not "dumb"). */
void screen_init(void);

/* Start text of that kind (STYLE_PLAIN ends it); nothing without colour. */
void screen_style(Style s);

/* On a terminal, "micro-Max is thinking..." while it searches (on = 1),
   erased when it has moved (on = 0); nothing through a pipe. */
void screen_thinking(int on);

/* The thinking line again, with the keys typed meanwhile ("" for none):
   "micro-Max is thinking... (typed ahead: Nf3)".  Nothing when standard
   output is not a terminal. */
void screen_thinking_typed(const char *typed);

/* The board with rank and file labels, `bottom` (WHITE or BLACK) at the
   bottom.  last_from and last_to mark the last move in colour (-1: none). */
void screen_board(const Position *p, int bottom, int last_from, int last_to);

#endif
