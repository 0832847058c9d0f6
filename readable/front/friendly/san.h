/*
 * san.h -- Standard Algebraic Notation, the way players write moves:
 * Nf3, exd5, O-O, O-O-O, e8=Q, Raxd1+, Qh7#.
 *
 * SAN names the piece and its destination, and only as much of its
 * origin as the other legal moves make necessary; so both writing and
 * reading it need the list of legal moves (rules.h), never the search.
 */
#ifndef UMAX_SAN_H
#define UMAX_SAN_H

#include <stddef.h>

#include "engine/board.h"
#include "engine/rules.h"

/* Longest SAN written, with its NUL ("Qa1xb2+" is 7; "exd8=Q#" is 7). */
#define SAN_SIZE 12

/*
 * The SAN of the legal move m in *before.  `after` is the position after
 * the move: it gives the promoted piece (an under-promotion stands there
 * as a knight, bishop or rook) and the + or # suffix.  With after == NULL
 * a promotion is a queen and there is no suffix.
 */
void san_write(const Position *before, Move m, const Position *after,
               char *buf);

/* A move read from text: which legal moves it can mean. */
typedef struct {
    int count;                  /* 0: illegal; 1: found; more: ambiguous */
    Move moves[MAX_MOVES];      /* the moves the text fits               */
    int promotion;              /* the type asked for (KNIGHT .. QUEEN), */
                                /*   QUEEN when none was written          */
} SanMatch;

/*
 * Read text as a move, as the friendly mode reads a typed one (typed.h:
 * SAN, leniently, or squares).  Returns 0 if the text does not have the
 * form of a move at all, else 1 and, in *match, the move (count 1), none
 * (count 0: illegal, san_explain() says why), or the candidates of an
 * ambiguous text (count 2 or more).
 */
int san_read(const Position *p, const char *text, SanMatch *match);

/*
 * Why the text (which san_read() read, and which fits no legal move) is
 * not a legal move, in words for the player, e.g. "no white knight can
 * move to f5; White's knight moves are Na3, Nc3, Nf3, Nh3".
 */
void san_explain(const Position *p, const char *text, char *buf,
                 size_t size);

#endif
