/*
 * pv.h -- the principal variation, read back from the hash table, and
 * mate scores in moves.
 *
 * micro-Max keeps no PV: each node only remembers, in its hash slot, the
 * best move of its last iteration.  Following those moves from the root
 * (the root's best move, then the best move stored for the position after
 * it, and so on) gives the line the search expects.  To find the slot of
 * each position we recompute its index and lock keys exactly as the
 * recursive call does.  Nothing is written: the search sees no difference.
 */
#ifndef UMAX_PV_H
#define UMAX_PV_H

#include <stdint.h>

#include "board.h"
#include "search.h"

/* The longest PV read. */
#define PV_MAX 64

/* The PV of the root search that used the keys root_key and root_lock
 * (ctl.root_key, ctl.root_lock) from position *root: at most `max` moves (and PV_MAX), stopping at a slot that holds
 * another position, an illegal move (a stale or foreign entry) or a
 * repetition.  Returns the number of moves. */
int pv_from_hash(const Position *root, uint32_t root_key, uint32_t root_lock,
                 Move *pv, int max);

/* The full-width plies of a completed root iteration (kibitz's "ply"
   number): the longest PV worth reading; beyond, the slots hold the
   quiescence search's captures. */
int pv_full_width_plies(int root_iteration);

/* A root score as a mate distance: N > 0 when the side to move mates in
   N moves, -N when it is mated in N, 0 when the score is not a mate.
   Mate in 1 scores INF - 1: the mated side's node returns -INF plus the
   delayed-loss bonus of 1 (search.c), and every further move of the
   losing side adds one more. */
int pv_mate_moves(int score);

#endif
