/*
 * clock.c -- a move's share of the clock (clock.h).
 */
#include "clock.h"

/* Without a number of moves to the next control, plan as if this many
   were still to come (a game lasts about 40 moves, and a long one gets
   its increments). */
#define MOVES_TO_PLAN 30
/* Most of the increment is spent on the move that earns it: the rest
   builds a reserve for the moments the machine is slow. */
#define INCREMENT_SHARE 0.75
/* The most a move may take: twice the aim (an iteration costs several
   times all before it, so a move that may not start one predicted to end
   after this ends, on average, near the aim)... */
#define MOST_PER_AIM 2.0
/* ...and never more than this share of the time left, which also holds
   when the increment is large and the clock nearly empty. */
#define MOST_SHARE 0.25

ClockPlan clock_plan(double left, double inc, long moves_to_go)
{
    ClockPlan plan;

    if (left < 0.001)
        left = 0.001;
    plan.aim = left / (double)(moves_to_go > 0 ? moves_to_go : MOVES_TO_PLAN)
             + inc * INCREMENT_SHARE;
    plan.most = plan.aim * MOST_PER_AIM;
    if (plan.most > left * MOST_SHARE)
        plan.most = left * MOST_SHARE;
    if (plan.aim > plan.most)
        plan.aim = plan.most;
    return plan;
}

double clock_per_move(double seconds, double overhead)
{
    /* (never 0, which means no limit) */
    return seconds > 2 * overhead ? seconds - overhead : seconds / 2 + 0.001;
}
