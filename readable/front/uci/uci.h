/*
 * uci.h -- the Universal Chess Interface, the protocol of most of today's
 * GUIs, match runners (fastchess, cutechess) and testing frameworks
 * (OpenBench).  docs/front-ends.md ("UCI mode") lists the commands and the
 * answers.
 */
#ifndef UMAX_UCI_H
#define UMAX_UCI_H

/* Talk UCI on stdin/stdout until "quit" or end of input.  fixed_nodes:
   the --nodes budget, which then overrides every go's limits (0: none).
   The first line ("uci") may already have been read by the terminal
   loop: then answer_uci is 1 and the answer comes first. */
void play_uci(long fixed_nodes, int answer_uci);

#endif
