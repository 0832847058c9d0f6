/*
 * xboard.h -- the Chess Engine Communication Protocol (CECP, "xboard
 * protocol", version 2), enough of it for GUIs and match runners.
 * docs/front-ends.md ("xboard mode") lists the commands and the answers.
 */
#ifndef UMAX_XBOARD_H
#define UMAX_XBOARD_H

/* The node rate assumed until the first search of a session has measured
   the real one.  The development machine gives about a million of
   micro-Max's nodes per second of CPU in 4.2 and 4.3 (1.7 million in
   4.0), but a loaded machine gives a fraction of that on the wall clock,
   which is what the GUI's clock counts: start low (docs/front-ends.md, "Time and
   depth"). */
#define XBOARD_START_NPS 250000.0

/* Talk xboard on stdin/stdout until "quit" or end of input.  fixed_nodes:
   the --nodes budget, which then overrides the time controls (0: none,
   the budget follows st/level/time).  The game starts from the current
   position (the start position, or --fen). */
void play_xboard(long fixed_nodes);

#endif
