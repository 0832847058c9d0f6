/*
 * history.h -- 4.8's game history, which lives in its hash table, and
 * what the front ends do to it.
 *
 * micro-Max 4.8 (KEEP_HASH, GAME_POSITIONS_AS_DRAWS in version.h) gives
 * the root the real position's keys, carried from move to move, and locks
 * every position the game leaves as a draw in its hash slot (search.c,
 * play_root_move()).  The terminal program has nothing else: its table is
 * its memory of the game.  The front ends can take moves back and start
 * new games, so they need three more operations; docs/front-ends.md
 * ("4.8's hash table") says which command uses which.  In 4.0-4.3 the
 * root's index key is always ROOT_INDEX_KEY and its lock a counter
 * (Position.hash_lock), and nothing is locked:
 * history_new_game() only clears the table, history_unlock() does
 * nothing.
 */
#ifndef UMAX_HISTORY_H
#define UMAX_HISTORY_H

#include "board.h"

/* A new game from pos: the table emptied, as in a fresh process, and
   (4.8) pos given the keys of its pieces (history_keys()). */
void history_new_game(void);

/* The game no longer passes through *p (a move from it was taken back):
   its slot's draw lock is lifted (depth 0: the slot keeps its move as a
   hint but no score), unless the slot holds another position or the
   position still occurs earlier in the game (the caller's test). */
void history_unlock(const Position *p);

/* The keys of a position from its pieces, as a game from the start
   position (keys 0 and 0) reaching it without castling would have them:
   4.8's keys for a position set up from FEN. */
void history_keys(Position *p);

#endif
