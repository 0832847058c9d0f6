/*
 * think.h -- an engine search that a front end can interrupt: by the
 * clock, or by a command that arrives while it runs (UCI's stop,
 * xboard's ?; UCI's isready is answered at once, and the search goes on).
 *
 * micro-Max's search runs until its node budget is spent and cannot be
 * asked to stop.  The search offers one hook (search.h: ctl.poll, called
 * every THINK_POLL_NODES nodes), which changes nothing it sees.  Here the
 * hook reads the clock and the input; to stop, it jumps straight back out
 * of the recursion (longjmp) to think(), which puts the position back as it
 * was (the search makes its moves on the board itself) and plays the best
 * move of the last completed root iteration.
 *
 * The half-finished iteration is used when it can be trusted.  The
 * root searches the last iteration's best move first (the hint move,
 * search.c) unless that was a double step or castling, and its window
 * reaches up to INF, so a move that beats the best so far gets its exact
 * score: a move that leads the stopped iteration
 * has then beaten the last best move at the new depth, and is played
 * (search.h: ctl.partial_from).  Otherwise, when the iteration did not
 * begin with the hint or nothing has beaten it yet, the move is the last
 * completed iteration's: a move leading after a few moves only may not
 * have met the last best move yet.
 *
 * On a clock, the time the next iteration would take is predicted from
 * the ones before it (think.c, next_iteration_seconds), and none starts
 * that is predicted to be thrown away (clock.h).  Stopping deeper iterations
 * changes which move is played (that is what a time limit is), but not
 * the search: at a fixed node budget, with no time limit, the moves are
 * those of the published program.
 */
#ifndef UMAX_THINK_H
#define UMAX_THINK_H

#include "engine/search.h"
#include "clock.h"

/* How often the hook looks: about every millisecond at the speed of the
   development machine (bench: 2.3 million nodes per second for 4.3,
   docs/measurements.md), so that a command is answered within a few
   milliseconds. */
#define THINK_POLL_NODES 2048

/* What a command line that arrives during a search asks for: a
   combination of these bits. */
#define THINK_GO_ON    0  /* handled at once (isready): search on        */
#define THINK_KEEP     1  /* keep the line for after the search          */
#define THINK_MOVE_NOW 2  /* stop and play the best move found so far    */
#define THINK_ABANDON  4  /* stop and play nothing                       */

typedef struct {
    long nodes;          /* node budget (ctl.node_budget)                */
    long node_limit;     /* 0, or the most nodes the search may count:  */
                         /*   it stops when the count reaches it, even   */
                         /*   mid-iteration (UCI's go nodes)             */
    int iteration_limit; /* ctl.iteration_limit                          */
    ClockPlan time;      /* when to start no more iterations, and when */
                         /*   to stop (clock.h; time.most = 0: no limit) */
    int play;            /* 1: play the move (game record, game.h);      */
                         /*   0: analysis, the position stays            */
    void (*report)(void);/* after every completed full-width root        */
                         /*   iteration (the thinking output), or NULL   */
    int (*on_line)(const char *line);
                         /* a line that arrived during the search (NULL: */
                         /*   the end of input); returns THINK_* bits    */
} Thinking;

typedef enum {
    THOUGHT_MOVE,        /* a move, in *move (played if t->play)         */
    THOUGHT_NO_MOVE,     /* the side to move has no legal move           */
    THOUGHT_ABANDONED    /* THINK_ABANDON: no move, position unchanged   */
} ThinkResult;

/* Search the current position (see Thinking).  In 4.0-4.3 the hash lock
   counts one root search, plus one more when a stopped search's move is
   played. */
ThinkResult think(const Thinking *t, Move *move);

/* Seconds since the current (or last) search started. */
double think_seconds(void);

/* The number (kibitz's ply) of the root iteration just completed, for
   the thinking output: ctl.root_iteration, except that a mate, which the
   search records as its deepest iteration, shows where it was found. */
int think_depth(void);

/* The last completed root iteration of the last search (any, also the
   ones not reported): returns 0 if none completed, else 1 with its score
   and number (kibitz's ply). */
int think_last_iteration(int *score, int *iteration);

/* The nodes the last search visited.  ctl.nodes after think() can be
   another count: a stopped search's move is played by a root search of
   its own (game_play()), which starts again from 0. */
long think_nodes(void);

/* Was the last search stopped before its end (clock, stop, ?)? */
int think_was_stopped(void);

/* Was it stopped by its time limit (Thinking.time.most)? */
int think_hit_time_limit(void);

/* Was the move of a stopped search the stopped iteration's best so far
   (think.h), not the last completed iteration's?  Then 1, and its
   score. */
int think_used_partial(int *score);

#endif
