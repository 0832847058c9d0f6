/*
 * clock.c -- a move's share of the clock (clock.h).
 */
#include "clock.h"

/* Without a number of moves to the next control, plan as if this many
   were still to come.  micro-Max's games are long (under fastchess at
   10 s + 0.1 s, 4.8 against itself: 41 to 108 moves a side), and its
   endings need depth as much as its openings: with 30 here and three
   quarters of the increment spent, 4.8 ended its games with 0.3 to 1 s
   left and lost to the old time use by 168 Elo (match/README.md, "Time
   management"). */
#define MOVES_TO_PLAN 40
/* Half of the increment is spent on the move that earns it: the rest
   builds the reserve for the ending (with the increment alone to live
   on, a clock settles near MOVES_TO_PLAN times the part not spent). */
#define INCREMENT_SHARE 0.5
/* A move's fair share is the time left over the moves to come, plus
   that part of the increment.  An iteration of micro-Max takes about
   2.8 times as long as the one before it (the median; docs/front-ends.md),
   so one that starts at half the share ends, in the median, near 1.4
   shares, while a move whose last iteration ended just after half a
   share ends there: on average a move takes about its share. */
#define START_SHARE 0.5
/* The search stops at 2.5 shares: an iteration that has not ended by
   then (one in several grows far more than the median) is stopped
   (think.h says which move is played then)... */
#define MOST_SHARES 2.5
/* ...and never later than this fraction of the time left, so that a
   nearly empty clock is never emptied by one move... */
#define MOST_OF_LEFT 0.1
/* ...unless the time control is near: the next control refills the
   clock, so the last move before it may use this much of what is left,
   and with M moves to go, this much over M (0.8, 0.4, 0.27, 0.2, ...),
   while that is more than MOST_OF_LEFT. */
#define MOST_OF_LEFT_LAST_MOVE 0.8

ClockPlan clock_plan(double left, double inc, long moves_to_go)
{
    ClockPlan plan;
    double share, most_of_left = MOST_OF_LEFT;

    if (left < 0.001)
        left = 0.001;
    share = left / (double)(moves_to_go > 0 ? moves_to_go : MOVES_TO_PLAN)
          + inc * INCREMENT_SHARE;
    if (moves_to_go > 0 && MOST_OF_LEFT_LAST_MOVE / moves_to_go > most_of_left)
        most_of_left = MOST_OF_LEFT_LAST_MOVE / moves_to_go;
    plan.most = share * MOST_SHARES;
    if (plan.most > left * most_of_left)
        plan.most = left * most_of_left;
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
