/*
 * commentary.h -- what the friendly mode shows besides the moves: after
 * each of micro-Max's moves its evaluation in pawns from White's side and
 * the line it expects (its principal variation, in SAN), and the time
 * each side has used.
 *
 * The principal variation is read from the hash table after every
 * completed root iteration of the thinking (engine/pv.c), through the
 * search's root_report hook, which changes nothing the search sees: the
 * moves stay the plain mode's.
 */
#ifndef UMAX_COMMENTARY_H
#define UMAX_COMMENTARY_H

#include <stddef.h>

/* Show the evaluation and the times after micro-Max's moves (1, the
   default) or not (0: the friendly mode's quiet command). */
void commentary_show(int on);
int commentary_shown(void);

/* A new game: no score yet, the times back to zero. */
void commentary_new_game(void);

/* Around micro-Max's search of its move: start listening to the root
   iterations, then stop. */
void commentary_before_search(void);
void commentary_after_search(void);

/* A move was played: `seconds` of thinking for an engine move, or < 0
   for a move of the player (whose time is counted from the end of the
   move before).  `side` is the side that moved. */
void commentary_moved(int side, double seconds);

/* The lines shown after micro-Max's move (when shown): the evaluation,
   depth and expected line, then the times. */
void commentary_print(void);

/* The score of micro-Max's last search, from `side`'s view, in its units
   (a pawn is PAWN_SCORE): 1 and *score, or 0 if it has not searched in
   this game.  (The search scores for the side it moved, which with auto
   off can be the player's.) */
int commentary_last_score(int side, int *score);

/* A score from `side`'s view in words: pawns from White's view
   ("+0.15 (White's view)", "-1.98 (White's view)"), or a mate ("White
   mates in 2"). */
void commentary_pawns(int score, int side, char *buf, size_t size);

#endif
