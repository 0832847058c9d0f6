/*
 * typed.h -- a move as a player types it, in either notation: squares
 * (e2e4, e7e8n, any case) or SAN (Nf3, exd5, O-O, e8=Q; see san.h).
 * The answer is a legal move, or the sentence that says why not.
 */
#ifndef UMAX_TYPED_H
#define UMAX_TYPED_H

#include <stddef.h>

#include "engine/board.h"
#include "engine/search.h"

typedef enum {
    TYPED_LEGAL,       /* *move is a legal move                          */
    TYPED_REFUSED,     /* a move, but illegal or ambiguous: see message  */
    TYPED_NOT_A_MOVE   /* the text has the form of no move at all         */
} TypedResult;

typedef struct {
    int from, to;
    int promotion;     /* the type a pawn becomes (QUEEN if not written)  */
} TypedMove;

/* The same, with the reason alone (a clause, no full stop: "the knight on
   d2 is pinned to your king by the bishop on b4").  For an ambiguous text
   *ambiguous is the number of moves it could be (else 0), `why` lists
   them ("Nbd2 or Nfd2"), and so does candidates[MAX_MOVES] if not NULL. */
TypedResult typed_reason(const Position *p, const char *text,
                         TypedMove *move, char *why, size_t size,
                         int *ambiguous, Move *candidates);

/* Read text as a move of the side to move of *p.  When refused, message
   holds one sentence, e.g. "Illegal move e3e4: there is no piece on e3."
   or "Ambiguous move Nd2: it could be Nbd2 or Nfd2." */
TypedResult typed_move(const Position *p, const char *text, TypedMove *move,
                       char *message, size_t size);

#endif
