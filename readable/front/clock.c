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
/* A move's fair share is the time left over the moves to come, plus
   that part of the increment.  An iteration of micro-Max takes about
   2.8 times as long as the one before it (the median; docs/front-ends.md),
   so one that starts at 0.6 of the share ends, in the median, near 1.7
   shares, while a move whose last iteration ended just after 0.6
   shares ends there: on average a move takes about its share. */
#define START_SHARE 0.6
/* The search stops at three shares: an iteration that has not ended by
   then (one in several grows far more than the median) is thrown away... */
#define MOST_SHARES 3.0
/* ...and never later than this fraction of the time left, so that a
   nearly empty clock is never emptied by one move. */
#define MOST_OF_LEFT 0.2

ClockPlan clock_plan(double left, double inc, long moves_to_go)
{
    ClockPlan plan;
    double share;

    if (left < 0.001)
        left = 0.001;
    share = left / (double)(moves_to_go > 0 ? moves_to_go : MOVES_TO_PLAN)
          + inc * INCREMENT_SHARE;
    plan.most = share * MOST_SHARES;
    if (plan.most > left * MOST_OF_LEFT)
        plan.most = left * MOST_OF_LEFT;
    plan.start_by = share * START_SHARE;
    if (plan.start_by > plan.most)
        plan.start_by = plan.most;
    plan.save_time = 1;
    return plan;
}

ClockPlan clock_per_move(double seconds, double overhead)
{
    ClockPlan plan;

    /* (never 0, which means no limit) */
    plan.most = seconds > 2 * overhead ? seconds - overhead
                                       : seconds / 2 + 0.001;
    plan.start_by = plan.most;
    plan.save_time = 0;
    return plan;
}
