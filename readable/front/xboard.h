/*
 * xboard.h -- the Chess Engine Communication Protocol (CECP, "xboard
 * protocol", version 2), enough of it for GUIs and match runners.
 * docs/front-ends.md ("xboard mode") lists the commands and the answers.
 */
#ifndef UMAX_XBOARD_H
#define UMAX_XBOARD_H

/* Talk xboard on stdin/stdout until "quit" or end of input.  fixed_nodes:
   the --nodes budget, which then overrides the time controls (0: none,
   the time follows st/level/time).  The game starts from the current
   position (the start position, or --fen). */
void play_xboard(long fixed_nodes);

#endif
