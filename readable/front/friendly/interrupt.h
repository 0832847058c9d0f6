/*
 * interrupt.h -- Ctrl-C in the friendly mode: during micro-Max's thought
 * it stops the thought (no move is played, the position is as before);
 * at the prompt it asks to be pressed again to leave.
 *
 * The search offers one hook (engine/search.h: ctl.poll, called when the
 * node count reaches ctl.poll_at), which changes nothing the search sees;
 * UCI's stop uses it too (think.c).  Here the hook only looks at a flag
 * that the SIGINT handler sets, and leaves the recursion with longjmp.
 */
#ifndef UMAX_INTERRUPT_H
#define UMAX_INTERRUPT_H

#include "engine/search.h"

/* Catch Ctrl-C (SIGINT) from now on.  A blocked read of the terminal is
   interrupted by it (it fails with EINTR), so the prompt sees it too. */
void interrupt_catch(void);

/* Has Ctrl-C been pressed since the last call?  (Clears the flag.) */
int interrupt_taken(void);

/* game_engine_move() (game.h) that Ctrl-C can stop: 1 and the move when
   micro-Max moved, 0 when it found no move, -1 when Ctrl-C stopped it
   (nothing played, the position as it was; in 4.0-4.3 one hash lock is
   used up, as by any root search). */
int interrupt_engine_move(Move *played, char *text, double *seconds);

/* Also call `look` (or nothing: NULL) every time the hook looks at the
   flag, e.g. to show the keys typed meanwhile (type_ahead.h). */
void interrupt_also_look(void (*look)(void));

#endif
