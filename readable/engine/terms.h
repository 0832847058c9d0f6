/*
 * terms.h -- a move's score taken apart into micro-Max's terms, for the
 * web page's "why this move" (web/engine-glue.c).
 *
 * micro-Max never evaluates a position: each move's score is the change
 * it brings, added to the parent's (search.c, positional_change() and
 * Step 9).  score_terms() computes that change as the search does, term
 * by term, with the same constants and helpers (evaluation.h, moves.h);
 * the page checks on every move it shows that the terms add up to the
 * score the search itself used (the child's eval in the trace).
 */
#ifndef UMAX_TERMS_H
#define UMAX_TERMS_H

#include "board.h"

typedef struct {
    int material;   /* the victim's value (4.8: with its bonus bits)     */
    int promotion;  /* a pawn's arrival: promotion (4.8: or the advanced */
                    /*   pawn's bonus on its 6th or 7th rank)            */
    int centre;     /* centre points gained (pawns, minors, king)        */
    int castling;   /* the castling bonus                                */
    int king;       /* 4.3, 4.8: the frozen king's penalty, a king move  */
    int pawns;      /* pawn structure: identical pawns two files away    */
    int shelter;    /* 4.3, 4.8: a pawn leaving the square paired with  */
                    /*   its own moved king's (the magnetic king)       */
    int advance;    /* 4.8: a pawn move's share of the captured material */
    int total;      /* their sum: the move's incremental score           */
} ScoreTerms;

/* The terms of the move from-to (a move of the ray walk, legal or not)
   for the side to move of *p, with `captured` as the game's counter of
   captured material (pos.captured when the search ran).  Returns 0 if
   from-to is not a move of the walk. */
int score_terms(const Position *p, int from, int to, int captured,
                ScoreTerms *t);

#endif
