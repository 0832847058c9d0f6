/*
 * selftest.h -- checks that compare the front ends' helpers with the
 * engine itself (--selftest-rules).
 */
#ifndef UMAX_SELFTEST_H
#define UMAX_SELFTEST_H

/* Read FENs from standard input, one per line.  For each, and for every
   position of a game of `plies` plies micro-Max plays from it (at the
   current node budget), offer every move of the side to move (each own
   piece to each square a chess piece could reach from its square: along a
   rank, file or diagonal, or a knight's jump) to the rules helper (rules.c) and to the engine's
   root check, and report every disagreement.  Returns the exit status:
   0 when they always agree, 1 otherwise (or on a bad FEN). */
int selftest_rules(int plies);

#endif
