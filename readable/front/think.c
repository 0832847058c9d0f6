/*
 * think.c -- an interruptible search (think.h explains the design).
 */
#define _POSIX_C_SOURCE 200809L  /* clock_gettime */

#include <limits.h>
#include <setjmp.h>
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
static int input_ended;           /* on_line(NULL) was called            */
static int have_best;             /* a root iteration has completed:     */
static Move best;                 /*   its best move, score and number   */
static int best_score, best_iteration;
static int depth;                 /* the real number of that iteration   */

double think_seconds(void)
{
    struct timespec t;

    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)(t.tv_sec - started.tv_sec)
         + (double)(t.tv_nsec - started.tv_nsec) / 1e9;
}

int think_was_stopped(void)
{
    return stopped;
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

/* ctl.poll: the clock, then every line that has arrived. */
static void poll_hook(void)
{
    static char line[INPUT_LINE_SIZE];

    ctl.poll_at = ctl.nodes + THINK_POLL_NODES;
    if (now->hard_seconds > 0 && think_seconds() >= now->hard_seconds) {
        stop_bits = THINK_MOVE_NOW;
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
    /* Iterations before ROOT_CHECK_DEPTH do not search every move (4.2's
       first only orders captures, its second searches only them; 4.0's
       first searches nothing): not worth reporting. */
    if (now->report && ctl.root_iteration >= ROOT_CHECK_DEPTH - 1)
        now->report();
    /* Past the soft limit, start no new iteration: the next one would
       take longer than all before it.  The root then plays its move. */
    if (now->soft_seconds > 0 && think_seconds() >= now->soft_seconds)
        ctl.iteration_limit = 0;
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
    have_best = 0;
    depth = 0;
    if (count == 0)
        return THOUGHT_NO_MOVE;
    now = t;
    saved = pos;
    input_ended = 0;
    ctl.node_budget = t->nodes;
    ctl.iteration_limit = t->iteration_limit;
    ctl.root_report = after_iteration;
    ctl.poll = poll_hook;
    ctl.poll_at = THINK_POLL_NODES;

    if (setjmp(stop_search) == 0) {
        int played = game_think(move);

        hook_off();
        if (played) {
            if (!t->play)
                game_undo();
            return THOUGHT_MOVE;
        }
        /* (The root always finds a move when the rules do; if not, the
           first legal move below is better than none.) */
    } else {
        /* Stopped from the hook, somewhere deep in the recursion: the
           board still holds the moves on the way there.  The hash lock
           stays counted. */
        uint32_t lock = pos.hash_lock;

        hook_off();
        stopped = 1;
        pos = saved;
        if (!KEEP_HASH)               /* 4.8: the root's own keys */
            pos.hash_lock = lock;
        if (stop_bits & THINK_ABANDON)
            return THOUGHT_ABANDONED;
    }
    if (have_best && rules_verdict(&pos, best.from, best.to) == RULES_LEGAL)
        *move = best;
    else
        *move = legal[0];
    if (t->play && !game_play(move->from, move->to))
        return THOUGHT_NO_MOVE;        /* cannot happen: the move is legal */
    return THOUGHT_MOVE;
}
