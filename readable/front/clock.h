/*
 * clock.h -- a move's share of a chess clock, for the UCI and xboard
 * modes (micro-Max itself counts nodes, not seconds).
 *
 * Two numbers per move: the aim, a fair share of the time left (the
 * moves that remain share it equally, and most of the increment is
 * spent), and the most the move may take.  The search itself is not
 * changed: think.c starts no root iteration that it predicts would end
 * after the most, and stops the search at the most if the prediction
 * was wrong.  So a move usually ends between a fraction of the most and
 * the most, about the aim on average (docs/front-ends.md, "Time and
 * depth", has the measured games).
 */
#ifndef UMAX_CLOCK_H
#define UMAX_CLOCK_H

/* Seconds kept back from every clock for the pipes and the GUI (UCI's
   Move Overhead option changes it there). */
#define CLOCK_OVERHEAD_MS 50

typedef struct {
    double aim;    /* a fair share of the time left (seconds)           */
    double most;   /* never more than this on the move (seconds)        */
} ClockPlan;

/* The plan for a move with `left` seconds on the clock (the overhead
   already taken off), `inc` seconds added after the move, and
   `moves_to_go` moves to the next time control (0: sudden death). */
ClockPlan clock_plan(double left, double inc, long moves_to_go);

/* A fixed time per move (UCI movetime, xboard st), `overhead` seconds
   kept back: the most the move may take. */
double clock_per_move(double seconds, double overhead);

#endif
