/*
 * rules.h -- micro-Max's rules of movement without its search, for the
 * front ends (friendly mode, xboard mode, position setup).
 *
 * The engine never lists its legal moves: the search generates moves as it
 * walks the board, and the root decides whether a typed move is legal by
 * searching it (search.c, root_search).  A front end that wants to say
 * "check", "checkmate", "stalemate" or *why* a move is refused needs the
 * list itself, and it must not disturb the engine to get it: every root
 * search writes into the transposition table, and its entries change
 * later searches: in 4.0-4.3 (where each root search also uses up a hash
 * lock) they are never taken for a later search's positions but choose
 * where its board scans start (docs/how-it-searches.md, "Earlier
 * searches' entries only choose where a scan starts"); in 4.8, which
 * keeps the table between moves, they are taken as they are, and a
 * played move locks its position as a draw.
 *
 * So this file walks the rays with search.c's own helpers (moves.h: same
 * tables, same order of tests, same quirks: the pawn's double step,
 * castling through a virgin rook, en passant onto the remembered square,
 * castling-through-check caught by the opponent's moves onto the squares
 * the king used) on a copy of the board, and calls a move legal when,
 * after the move, no move of the opponent captures the king, or (after
 * castling) lands on the king's old square, the square it crossed, or
 * its new square.  That is exactly when 4.0-4.3's root would play it
 * (tests/friendly.bats checks the two against each other,
 * --selftest-rules).  4.8's root also plays a move that its playing pass
 * prunes as futile, legal or not (search.c, THE ROOT'S LEGALITY CHECK),
 * and may refuse a legal quiet move when a mate score ends its deepening
 * first (docs/front-ends.md, "Moves the root refuses"): the front ends
 * that use this file follow the rules, the terminal program follows the
 * root, as the published one does.
 */
#ifndef UMAX_RULES_H
#define UMAX_RULES_H

#include "board.h"
#include "moves.h"
#include "search.h"

/* More than any position has (the record is about 220). */
#define MAX_MOVES 256

/* Why a move is refused (or RULES_LEGAL). */
typedef enum {
    RULES_LEGAL = 0,
    RULES_NO_PIECE,         /* nothing on the origin square             */
    RULES_NOT_YOURS,        /* the piece there belongs to the other side */
    RULES_CANNOT_MOVE_SO,   /* not a move of that piece                  */
    RULES_CANNOT_CASTLE,    /* a king's two-square step that is not a    */
                            /*   possible castling (moved, or blocked)   */
    RULES_CASTLE_IN_CHECK,  /* castling out of, through or into check    */
    RULES_STILL_IN_CHECK,   /* in check, and the move does not answer it */
    RULES_EXPOSES_KING      /* the move puts its own king in check       */
} RulesVerdict;

/* The legal moves of the side to move, in the engine's generation order
   (board scan from a8, step vectors in table order).  Returns the count. */
int rules_legal_moves(const Position *p, Move *list);

/* Can the side to move's king be captured by the other side? */
int rules_in_check(const Position *p);

/* Is the side that is NOT to move in check (an impossible position)? */
int rules_other_in_check(const Position *p);

/* The moves of the walk, legal or not (the side to move may leave its
   king in check): for the front ends' reasons.  Returns the count. */
int rules_walk_moves(const Position *p, Move *list);

/* Make a move of the walk on *p, legal or not (as rules_play() makes it).
   Returns 0, and leaves *p, if it is not a move of the walk. */
int rules_make_any(Position *p, int from, int to);

/* The move from-to of the walk (legal or not) as the ray walk makes it,
   into *m (for the hash keys and the score terms, moves.h, terms.h).
   Returns 0 if it is not a move of the walk. */
int rules_walked_move(const Position *p, int from, int to, RayMove *m);

/* The squares of the pieces of `side` that attack `square` (could capture
   a piece of the other side standing there) into from[MAX_MOVES].
   Returns the count. */
int rules_attackers(const Position *p, int side, int square, int *from);

/* Legal, or why not. */
RulesVerdict rules_verdict(const Position *p, int from, int to);

/* Does the move (legal or not) take a pawn to its last rank? */
int rules_is_promotion(const Position *p, int from, int to);

/* Is it a capture (including en passant)? */
int rules_is_capture(const Position *p, int from, int to);


/* Play the move on *p if it is legal, exactly as the engine's root plays
   it: the board (castling rook, en passant, promotion to a queen, 4.8's
   pawn bonus bits), the
   side to move and the en-passant square; the evaluation and the
   captured-material counter are left as they were (the front ends that
   need those play moves through the engine: game.c).  Returns 0, and
   leaves *p, if the move is not legal.  `played` (may be NULL) receives
   the move as the ray walk made it, for the hash-key updates of moves.h
   (pv.c recomputes the keys as the search does). */
int rules_play(Position *p, int from, int to, RayMove *played);

/* One-line explanation of a verdict, e.g. "that move leaves your king in
   check". */
const char *rules_reason(RulesVerdict v);

#endif
