/*
 * trace.h -- `--trace DEPTH`: print the search tree of one search.
 *
 * search.c calls each hook through TRACE(), one line per hook:
 *
 *     TRACE(trace_move(m.from, m.to));
 *
 * In the normal build (UMAX_TRACE 1, the default) TRACE runs the hook only
 * when `trace_on` is set, so the search pays one test of a global flag per
 * hook and nothing else.  Built with -DUMAX_TRACE=0, TRACE is nothing at
 * all: the hooks are compiled out, and --trace says it is not available.
 */
#ifndef UMAX_TRACE_H
#define UMAX_TRACE_H

#include <stdint.h>

#ifndef UMAX_TRACE
#define UMAX_TRACE 1
#endif

extern int trace_on;

/* UNLIKELY(test): the test is nearly always false, so gcc and clang lay
   out the code for the other way: the trace hooks here, the front ends'
   poll in search.c (count_iteration()); 2.5% of 4.8's time
   (docs/measurements.md).  Other compilers read the test alone. */
#if defined(__GNUC__)
#define UNLIKELY(test) __builtin_expect(!!(test), 0)
#else
#define UNLIKELY(test) (test)
#endif

#if UMAX_TRACE
#define TRACE(hook) do { if (UNLIKELY(trace_on)) hook; } while (0)
#else
#define TRACE(hook) ((void)0)
#endif

/* The parent is about to search the move from-to, or (from < 0) one of
   these null moves: */
#define TRACE_MATE_TEST  (-1)   /* 4.0-4.3: is it mate or stalemate?        */
#define TRACE_NULL_MOVE  (-3)   /* 4.8: null-move pruning's, before      */
                                /*   iteration `to`                         */
void trace_move(int from, int to);
/* A node starts: its parameters, and what the hash slot gave it. */
void trace_enter(int side, int alpha, int beta, int eval, int depth,
                 int hash_iter);
/* An iteration starts (best is its starting score). */
void trace_iteration(int iter, int best);
/* A move that futility pruning leaves unsearched. */
void trace_futile(int from, int to, int score, int floor);
/* The move from-to captures the king (castled: it attacks a square the
   king castled over), so the move that led here was illegal. */
void trace_king_capture(int castled, int from, int to);
/* The iteration ends early: best >= beta (a beta cut-off). */
void trace_cutoff(int best, int beta);
/* The node returns `score`. */
void trace_leave(int score);

/*
 * The path filter (the web page's lazy tree, journal.h): with a path of
 * `length` child numbers, print only the node reached from the root by
 * taking child path[0], then path[1], ... (a node's children numbered
 * from 0 in the order they are searched, over all its iterations), and
 * its children's own lines, indented from that node.  Their closing lines
 * then end in "[N nodes]": the iterations started in the node and below
 * it, as the kibitz line counts them.  length < 0: no filter (the default).
 */
void trace_filter(const int *path, int length);

/* Start printing (search.c's trace_search() runs the search). */
void trace_begin(void);
/* Stop, and print the result line: the score, the root's best move from
   its hash slot (key, lock: the root's keys), the iterations started. */
void trace_end(int score, uint32_t key, uint32_t lock, long iterations);

#endif
