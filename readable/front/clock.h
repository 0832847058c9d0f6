/*
 * clock.h -- a move's share of a chess clock, for the UCI and xboard
 * modes (micro-Max itself counts nodes, not seconds).
 *
 * The search is not changed; what a clock decides is when it stops.
 * think.c deepens while time is left and ends the move in one of two
 * ways: it starts no new root iteration after `start_by`, and it stops
 * the search at `most`, in the middle of an iteration if need be, and
 * plays the last completed iteration's move, or the stopped iteration's
 * best so far once it has beaten that one (think.h).  On a clock
 * (`save_time`) it also starts no iteration predicted to end after the
 * most, since that time would be thrown away: the clock keeps it for
 * later moves.  With a fixed time per move (UCI movetime, xboard st)
 * the time is the move's own, and the search goes on to the end of it.
 * docs/front-ends.md, "Time and depth", has the rules and the games
 * that measured them.
 */
#ifndef UMAX_CLOCK_H
#define UMAX_CLOCK_H

/* Milliseconds kept back from every clock for the pipes and the GUI
   (UCI's Move Overhead option changes it there). */
#define CLOCK_OVERHEAD_MS 50

typedef struct {
    double start_by;  /* no root iteration starts after this (seconds  */
                      /*   from the start of the move)                 */
    double most;      /* the search stops here (seconds; 0: no limit)  */
    int save_time;    /* 1: nor one predicted to end after the most    */
} ClockPlan;

/* The plan for a move with `left` seconds on the clock (the overhead
   already taken off), `inc` seconds added after the move, and
   `moves_to_go` moves to the next time control (0: sudden death). */
ClockPlan clock_plan(double left, double inc, long moves_to_go);

/* A fixed time per move (UCI movetime, xboard st) of `seconds`,
   `overhead` seconds kept back: the search deepens until that time and
   stops there. */
ClockPlan clock_per_move(double seconds, double overhead);

#endif
