/*
 * trace.c -- `--trace DEPTH`: the search tree of one search, for reading.
 *
 * One line per node when it starts: the move that led to it, the side to
 * move there, the window (alpha, beta) it was called with, its incremental
 * evaluation and the depth asked of it.  Inside it, a line per iteration
 * of its internal iterative deepening, then its children, indented by
 * ply; a line when an iteration stops early (beta cut-off, king capture)
 * and for each move futility pruning skips.  When the node returns: its
 * score, and "hash hit" when the hash table already held enough and no
 * iteration ran.  Scores are from the point of view of the side to move
 * at that node (negamax), in the version's units (a pawn is 99, in 4.8
 * 74); INF (8000) means "the king can be captured".  See docs/trace.md for a walk through.
 *
 * With a path filter (trace_filter(), for the web page's lazy tree), only
 * one node's lines and its children's are printed, with node counts.
 */
#include <stdio.h>

#include "board.h"
#include "hash.h"
#include "search.h"
#include "trace.h"

int trace_on;

#define MAX_PLY 64

static int ply;                   /* depth of the node being printed     */
static int next_from = -2, next_to;  /* the move announced by trace_move */
static int iterations[MAX_PLY];   /* iterations run by the node at a ply */

/* The path filter (trace.h); filter_length < 0: print everything. */
static int filter_length = -1;
static int filter_path[MAX_PLY];
static int on_path[MAX_PLY];      /* the node at a ply is on the path    */
static int children[MAX_PLY];     /* children the node at a ply has had  */
static long nodes_at_enter[MAX_PLY];

void trace_filter(const int *path, int length)
{
    int i;

    filter_length = length < MAX_PLY - 1 ? length : MAX_PLY - 2;
    for (i = 0; i < filter_length; i++)
        filter_path[i] = path[i];
}

/* Are the lines of the node at this ply printed?  Without a filter, all;
   with one, those of the path's last node and of its children. */
static int shown(void)
{
    if (filter_length < 0)
        return 1;
    if (ply == filter_length)
        return on_path[ply];
    return ply == filter_length + 1 && on_path[ply - 1];
}

/* With a filter, a node on the path is followed: is the node just
   entered (at ply) on it? */
static void follow_path(void)
{
    if (filter_length < 0 || ply >= MAX_PLY)
        return;
    children[ply] = 0;
    nodes_at_enter[ply] = ctl.nodes;
    if (ply == 0) {
        on_path[0] = 1;
        return;
    }
    on_path[ply] = ply <= filter_length && on_path[ply - 1]
                   && children[ply - 1] == filter_path[ply - 1];
    children[ply - 1]++;
}

static void indent(int extra)
{
    int i;

    for (i = 0; i < 2 * (filter_length < 0 ? ply : ply - filter_length)
                    + extra; i++)
        putchar(' ');
}

static void print_move(int from, int to)
{
    if (from < 0)
        printf("null");
    else
        printf("%c%c%c%c", FILE_CHAR(from), RANK_CHAR(from),
               FILE_CHAR(to), RANK_CHAR(to));
}

/* A score, with +INF and -INF named (a mate score prints as a number). */
static void print_score(int score)
{
    if (score >= INF)
        printf("+INF");
    else if (score <= -INF)
        printf("-INF");
    else
        printf("%d", score);
}

void trace_move(int from, int to)
{
    next_from = from;
    next_to = to;
}

void trace_enter(int side, int alpha, int beta, int eval, int depth,
                 int hash_iter)
{
    ply++;
    if (ply < MAX_PLY)
        iterations[ply] = 0;
    follow_path();
    if (!shown())
        return;
    indent(0);
    if (next_from == -2)
        printf("root");
    else if (next_from == TRACE_MATE_TEST)
        printf("null move (mate test)");
    else if (next_from == TRACE_NULL_MOVE)      /* next_to: the iteration */
        printf("null move before iteration %d", next_to);
    else
        print_move(next_from, next_to);
    printf(": %s to move, window (", side == WHITE ? "white" : "black");
    print_score(alpha);
    printf(", ");
    print_score(beta);
    printf("), eval %d, depth %d", eval, depth);
    if (hash_iter)
        printf(", hash: iteration %d done", hash_iter);
    putchar('\n');
}

void trace_iteration(int iter, int best)
{
    if (ply < MAX_PLY)
        iterations[ply]++;
    if (!shown())
        return;
    indent(1);
    printf("iteration %d, from ", iter);
    print_score(best);
    putchar('\n');
}

void trace_futile(int from, int to, int score, int floor)
{
    if (!shown())
        return;
    indent(2);
    print_move(from, to);
    printf(": futile, %d <= %d, not searched\n", score, floor);
}

void trace_king_capture(int castled, int from, int to)
{
    if (!shown())
        return;
    indent(2);
    print_move(from, to);
    printf(castled ? ": lands on a square the king castled over: "
                     "king capture, +INF\n"
                   : ": captures the king, +INF\n");
}

void trace_cutoff(int best, int beta)
{
    if (!shown())
        return;
    indent(1);
    printf("%s: ", best >= INF ? "king capture cut-off" : "beta cut-off");
    print_score(best);
    printf(" >= ");
    print_score(beta);
    printf(", iteration ends\n");
}

void trace_leave(int score)
{
    if (shown()) {
        indent(1);
        printf("= ");
        print_score(score);
        if (ply < MAX_PLY && iterations[ply] == 0)
            printf("  (hash hit: no iteration needed)");
        if (filter_length >= 0)
            printf("  [%ld nodes]", ctl.nodes - nodes_at_enter[ply]);
        putchar('\n');
        /* The filter's node is done: nothing more will be printed, so
           the rest of the search runs without the hooks. */
        if (filter_length >= 0 && ply == filter_length)
            trace_on = 0;
    }
    ply--;
}

void trace_begin(void)
{
    trace_on = 1;
    ply = -1;
    next_from = -2;
}

/* The last line: the score, the root's best move if its hash slot (found
   with the root's keys, as search() found it) still holds this search's
   result (the lock tells: a slot is shared), and the iterations. */
void trace_end(int score, uint32_t key, uint32_t lock, long iterations)
{
    const HashEntry *slot = hash_slot(key, pos.side, pos.ep_square);

    trace_on = 0;
    printf("score %d for %s", score, pos.side == WHITE ? "white" : "black");
    if (slot->lock == lock && slot->to)
        printf(", best move %c%c%c%c", FILE_CHAR(slot->from & SQUARE_BITS),
               RANK_CHAR(slot->from & SQUARE_BITS),
               FILE_CHAR(slot->to & SQUARE_BITS), RANK_CHAR(slot->to & SQUARE_BITS));
    printf(", %ld iterations started\n", iterations);
}
