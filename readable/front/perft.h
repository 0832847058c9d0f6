/*
 * perft.h -- `--perft DEPTH [--divide]`: count the move paths of DEPTH
 * plies from the position, the standard check of a move generator.
 */
#ifndef UMAX_PERFT_H
#define UMAX_PERFT_H

#include "engine/board.h"

/* The number of legal move sequences of `depth` plies from *p, by
   micro-Max's rules (rules.h: promotion to a queen only, so positions
   with promotions count fewer paths than the standard tables). */
long long perft(const Position *p, int depth);

/* Print perft(depth) of the current position (with --divide, first the
   count below each legal move, as "e2e4: 20"), then the time taken.
   Returns the exit status (0). */
int perft_command(int depth, int divide);

#endif
