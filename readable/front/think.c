/*
 * think.c -- an interruptible search (think.h explains the design).
 */
#define _POSIX_C_SOURCE 200809L  /* clock_gettime */

#include <limits.h>
#include <setjmp.h>
#include <string.h>
#include <time.h>

#include "engine/board.h"
#include "engine/rules.h"
#include "engine/version.h"
#include "game.h"
#include "input.h"
#include "think.h"

static const Thinking *now;       /* the search under way                */
static struct timespec started;
static jmp_buf stop_search;       /* where the hook jumps to stop        */
static int stop_bits;             /* THINK_MOVE_NOW or THINK_ABANDON     */
static int stopped;
static int hit_time_limit;        /* stopped by now->time.most           */
static int input_ended;           /* on_line(NULL) was called            */
static long nodes_searched;       /* the search's nodes (think_nodes())  */
static int have_best;             /* a root iteration has completed:     */
static Move best;                 /*   its best move, score and number   */
static int best_score, best_iteration;
static int depth;                 /* the real number of that iteration   */
static int used_partial;          /* the move is the stopped iteration's */
/* The growth of the search: when the last GROWTH_KEPT completed
   iterations of the thinking ended (seconds), and the node count then;
   [0] is the latest.  The start of the search counts as an iteration
   that ended at 0 s with 0 nodes. */
#define GROWTH_KEPT 4
static double ended_at[GROWTH_KEPT];
static long nodes_at[GROWTH_KEPT];
static int iterations_done;

double think_seconds(void)
{
    struct timespec t;

    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)(t.tv_sec - started.tv_sec)
         + (double)(t.tv_nsec - started.tv_nsec) / 1e9;
}

long think_nodes(void)
{
    return nodes_searched;
}

int think_was_stopped(void)
{
    return stopped;
}

int think_hit_time_limit(void)
{
    return hit_time_limit;
}

int think_used_partial(int *score)
{
    *score = ctl.partial_score;
    return used_partial;
}

/* After a stop: the stopped root iteration's best move so far, if it can
   be trusted (think.h): the iteration began with the last one's best
   move, so a move that now leads has beaten that move at the new depth
   (the root's window is full, so its score is exact).  Only when the
   last completed iteration is ply ROOT_CHECK_DEPTH or deeper: the
   stopped one then searches every root move full width, none pruned as
   futile. */
static int partial_best(Move *move)
{
    if (!have_best || ctl.partial_from == 0 || depth < ROOT_CHECK_DEPTH
        || (ctl.partial_from == best.from && ctl.partial_to == best.to))
        return 0;
    move->from = ctl.partial_from;
    move->to = ctl.partial_to;
    return 1;
}

int think_depth(void)
{
    return depth;
}

int think_last_iteration(int *score, int *iteration)
{
    *score = best_score;
    *iteration = best_iteration;
    return have_best;
}

/* The next node count to call the hook at: THINK_POLL_NODES on, or the
   node limit if that comes first. */
static long next_poll(void)
{
    long at = ctl.nodes + THINK_POLL_NODES;

    return now->node_limit > 0 && now->node_limit < at ? now->node_limit
                                                       : at;
}

/* ctl.poll: the node limit, the clock, then every line that has arrived. */
static void poll_hook(void)
{
    static char line[INPUT_LINE_SIZE];

    if (now->node_limit > 0 && ctl.nodes >= now->node_limit) {
        stop_bits = THINK_MOVE_NOW;
        longjmp(stop_search, 1);
    }
    ctl.poll_at = next_poll();
    if (now->time.most > 0 && think_seconds() >= now->time.most) {
        stop_bits = THINK_MOVE_NOW;
        hit_time_limit = 1;
        longjmp(stop_search, 1);          /* out of the whole recursion */
    }
    while (!input_ended && !input_queue_full()) {
        int got = input_poll(line, sizeof line), bits;

        if (got == INPUT_NONE)
            break;
        if (got == INPUT_END) {
            input_ended = 1;
            bits = now->on_line(NULL);
        } else {
            bits = now->on_line(line);
            if (bits & THINK_KEEP)
                input_keep(line);
        }
        if (bits & (THINK_MOVE_NOW | THINK_ABANDON)) {
            stop_bits = bits;
            longjmp(stop_search, 1);
        }
    }
}

/* Until the search has grown for a few iterations, assume the next one
   costs this many times the last (the first few take microseconds
   anyway)... */
#define GROWTH_UNKNOWN 3.0
/* ...and never assume less than this.  The growth of micro-Max's
   iterations is erratic (the hash table, the internal deepening): in
   games under xboard, an iteration took 2.8 times as long as the one
   before it in the median, more than 8 times in 21% of the cases, more
   than 13.5 times in 5% (docs/front-ends.md, "Time and depth").  The
   prediction only keeps the search from starting an iteration that
   would surely be thrown away; one that outgrows it is stopped at the
   most. */
#define GROWTH_LEAST 2.0
/* The growth of iterations of fewer nodes than this says nothing (the
   first iterations of 4.2 to 4.8 search a few nodes each: from the start
   position 4.8's take 11, 211 and 637 nodes, growths of 19 and 3). */
#define GROWTH_FEWEST_NODES 1000

/* The seconds the next root iteration is expected to take: the last
   one's time times the larger of the last two growths (the nodes of an
   iteration over the nodes of the one before it), but at least
   GROWTH_LEAST times. */
static double next_iteration_seconds(void)
{
    double growth = GROWTH_LEAST;
    int i, known = 0;

    for (i = 0; i + 2 < GROWTH_KEPT && i + 2 <= iterations_done; i++) {
        long later = nodes_at[i] - nodes_at[i + 1];
        long earlier = nodes_at[i + 1] - nodes_at[i + 2];

        if (earlier < GROWTH_FEWEST_NODES)
            continue;
        known = 1;
        if ((double)later / (double)earlier > growth)
            growth = (double)later / (double)earlier;
    }
    return (ended_at[0] - ended_at[1]) * (known ? growth : GROWTH_UNKNOWN);
}

/* Remember the end of a completed iteration of the thinking. */
static void record_growth(void)
{
    int i;

    for (i = GROWTH_KEPT - 1; i > 0; i--) {
        ended_at[i] = ended_at[i - 1];
        nodes_at[i] = nodes_at[i - 1];
    }
    ended_at[0] = think_seconds();
    nodes_at[0] = ctl.nodes;
    iterations_done++;
}

/* Start another root iteration (clock.h)?  Not after time.start_by; on
   a clock, not if it is predicted to end after the most, where it would
   be stopped half-way and thrown away. */
static int worth_deepening(void)
{
    if (ended_at[0] >= now->time.start_by)
        return 0;
    return !now->time.save_time
        || ended_at[0] + next_iteration_seconds() <= now->time.most;
}

/* ctl.root_report: after each completed root iteration of the thinking
   (not of the final check of the chosen move, when ctl.from is set). */
static void after_iteration(void)
{
    if (ctl.from != THINK)
        return;
    have_best = 1;
    best.from = ctl.root_from;
    best.to = ctl.root_to;
    best_score = ctl.root_score;
    /* A mate score ends the deepening by recording the iteration as
       MATE_DEPTH (search.c): it was really the one after the last. */
    depth = ctl.root_iteration == MATE_DEPTH - 1 ? depth + 1
                                                 : ctl.root_iteration;
    best_iteration = depth;
    /* Iterations before ROOT_CHECK_DEPTH do not search every move (4.2,
       4.3 and 4.8: the first only orders captures, the second searches
       only them; 4.0's first searches nothing): not worth reporting. */
    if (now->report && ctl.root_iteration >= ROOT_CHECK_DEPTH - 1)
        now->report();
    record_growth();
    if (now->time.most > 0 && !worth_deepening())
        ctl.iteration_limit = 0;      /* the root then plays its move */
}

static void hook_off(void)
{
    ctl.poll_at = LONG_MAX;
    ctl.root_report = NULL;
}

ThinkResult think(const Thinking *t, Move *move)
{
    static Position saved;
    static Move legal[MAX_MOVES];
    int count = rules_legal_moves(&pos, legal);

    clock_gettime(CLOCK_MONOTONIC, &started);
    stopped = 0;
    hit_time_limit = 0;
    used_partial = 0;
    have_best = 0;
    depth = 0;
    iterations_done = 0;
    memset(ended_at, 0, sizeof ended_at);
    memset(nodes_at, 0, sizeof nodes_at);
    nodes_searched = 0;
    if (count == 0)
        return THOUGHT_NO_MOVE;
    now = t;
    saved = pos;
    input_ended = 0;
    ctl.node_budget = t->nodes;
    ctl.iteration_limit = t->iteration_limit;
    ctl.root_report = after_iteration;
    ctl.poll = poll_hook;
    ctl.nodes = 0;                /* (root_search() starts from 0 too) */
    ctl.poll_at = next_poll();

    if (setjmp(stop_search) == 0) {
        int played = game_think(move);

        hook_off();
        nodes_searched = ctl.nodes;
        if (played) {
            if (!t->play)
                game_undo();
            return THOUGHT_MOVE;
        }
        /* (The root always finds a move when the rules do; if not, the
           first legal move below is better than none.) */
    } else {
        /* Stopped from the hook, somewhere deep in the recursion: the
           board still holds the moves on the way there.  In 4.0-4.3 the
           hash lock stays counted. */
        uint32_t lock = pos.hash_lock;

        hook_off();
        nodes_searched = ctl.nodes;
        stopped = 1;
        pos = saved;
        if (!KEEP_HASH)               /* 4.8: the root's own keys */
            pos.hash_lock = lock;
        if (stop_bits & THINK_ABANDON)
            return THOUGHT_ABANDONED;
    }
    if (stopped && partial_best(move)
        && rules_verdict(&pos, move->from, move->to) == RULES_LEGAL)
        used_partial = 1;
    else if (have_best
             && rules_verdict(&pos, best.from, best.to) == RULES_LEGAL)
        *move = best;
    else
        *move = legal[0];
    if (t->play && !game_play(move->from, move->to))
        return THOUGHT_NO_MOVE;        /* cannot happen: the move is legal */
    return THOUGHT_MOVE;
}
