/*
 * search.h -- the search and its interface to the play loop.
 */
#ifndef UMAX_SEARCH_H
#define UMAX_SEARCH_H

#include <stdint.h>

#include "board.h"
#include "moves.h"

/* The listing's node counter is also its board printer's loop index,
   which leaves it at 128 when a search starts; the node budget is compared
   with that count.  We count from 0 and add the offset in the test. */
#define NODE_COUNT_START 128
#define DEFAULT_NODE_BUDGET 1000000L
/* Thinking deepens while the next iteration is below this (the listing's
   d < 98): iteration 97 at most, unless a mate score ends it sooner. */
#define ROOT_MAX_ITERATION 98

/* 4.0-4.3: the root's index key, the listing's 1.  Keys are only ever
   updated differentially, and the lock (the hash-lock counter) tells
   searches apart, so any value would work; but it decides the slots, and
   with them the search, so identity needs this one.  (4.8 starts from 0
   and carries the position's keys: search.c root_key().) */
#define ROOT_INDEX_KEY    1
/* |score| above INF - 136 is a mate score (the listing reuses its 0x88
   constant, 136, for this). */
#define MATE_SCORE        (INF - 0x88)

/* ctl.from when there is no move to check: think instead.  No input line
   can produce it (see play.c). */
#define THINK INF

/*
 * What the search needs from outside besides the position, and what it
 * reports.  These are the listing's globals N, K and L.
 */
typedef struct {
    long nodes;         /* N: iterations started in this move's search   */
    long node_budget;   /* deepen at the root while nodes + 128 < this   */
    int from, to;       /* K, L: the move the root must check and play:  */
                        /*   typed in, or (when from == THINK) the best   */
                        /*   move, filled in when the budget is spent     */
    int kibitz;         /* print a line for every finished root iteration */
    int root_iteration; /* the last completed root iteration, as kibitz  */
    int root_score;     /*   prints it (depth - 1), its score, and its   */
    int root_from, root_to; /* best move (plain squares)                 */
    int iteration_limit;    /* thinking deepens while the iteration is   */
                            /*   below this: ROOT_MAX_ITERATION, or less */
                            /*   for a depth limit (xboard's sd)         */
    void (*root_report)(void); /* if set, called after every completed  */
                               /*   root iteration (xboard's thinking    */
                               /*   output); not on the search's path    */
    /* The thinking iteration under way at the root, for a front end
       that stops it half-way (front/think.c): if it started with the
       last iteration's best move (the hint), the best move searched so
       far and its score (partial_from = 0: none yet, or no hint first;
       a move from a8, square 0, reads as none too). */
    int partial_from, partial_to, partial_score;
    /* The front ends' hook (UCI, xboard: listen while thinking): when
       nodes reaches poll_at, poll() is called.  It reads the clock and the
       input, moves poll_at on, and may end the search with longjmp
       (front/think.c).  It changes nothing the search sees; poll_at is
       LONG_MAX (never) unless a front end sets it. */
    long poll_at;
    void (*poll)(void);
    /* The keys of the root search under way, or of the last one (set by
       root_search(); the PV walker starts from them). */
    uint32_t root_key, root_lock;
} SearchControl;

extern SearchControl ctl;

typedef struct {
    int from, to;
} Move;

/* The recursive search (search.c explains the parameters). */
int search(int side, int alpha, int beta, int eval, uint32_t key,
           uint32_t lock, int ep_square, int last_to, int depth);

/*
 * Root search: check the typed move (from, to), or think when from is
 * THINK, and play the result.  Returns 1 and the move if one was played
 * (the position and the side to move have changed), else 0.  In 4.0-4.3
 * every call uses up one value of the root's hash lock, played or not;
 * in 4.8 the lock is the position's own (search.c root_lock()).
 */
int root_search(int from, int to, Move *played);

/* Play a legal move that root_search() refused (4.8 can: search.c says
   when), as the root plays a move, without searching: for the front ends
   that must play every legal move.  m: the move as rules_play() made it. */
void root_play_unsearched(const RayMove *m);

/* `--trace DEPTH`: run the traced search of the current position (pos) to
   DEPTH full-width plies (search.c; its last iteration is the one --kibitz
   prints as "DEPTH ply" in 4.0, "DEPTH+1 ply" in 4.2 and later) and print
   its tree (trace.c);
   returns 0 (2, with a message, in a build without tracing). */
int trace_search(int depth);

#endif
