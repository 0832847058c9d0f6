/*
 * uci_game.h -- the game a UCI GUI sends, kept the way micro-Max plays it.
 *
 * The GUI owns the game: before every search it sends all of it
 * ("position startpos moves e2e4 e7e5 ...").  micro-Max, though, plays
 * every move through its root search, which writes to the hash table
 * (and in 4.0-4.3 counts the hash lock), and a GUI's game normally
 * continues the one we already have: our own last move, then the
 * opponent's.  So a position
 * that extends the current game only plays the new moves, each through the
 * engine's root, exactly as they would be typed in the terminal; one that
 * shares a beginning with it takes moves back to there first; anything
 * else starts a new game.  That way `go` under --uci --nodes N plays what
 * the terminal program with --nodes N plays for the same moves
 * (tests/uci.bats checks it on golden games).
 */
#ifndef UMAX_UCI_GAME_H
#define UMAX_UCI_GAME_H

#include <stddef.h>

#include "engine/board.h"
#include "engine/search.h"

/* At start-up: remember the start position for "position startpos"; the
   current position (the start, or --fen) is the game so far. */
void uci_game_init(void);

/* ucinewgame: the state of a fresh process (an empty hash table, the
   start position; in 4.0-4.3 the first hash lock, in 4.8 the start
   position's keys), so fixed-node games repeat. */
void uci_game_new(void);

/* A position command: `fen` is the FEN, or NULL for startpos; `moves` the
   moves after "moves" (coordinates, e7e8q; may be empty).  Returns 1, or
   0 with the reason in `why` (a bad FEN, an illegal or malformed move):
   the position is then refused until the next good one. */
int uci_game_position(const char *fen, char *moves, char *why, size_t size);

/* A position command whose syntax was wrong: refused like a bad FEN. */
void uci_game_refuse(void);

/* Is there a position to search (the last position command was good)? */
int uci_game_ready(void);

/* Before a search: the position stays until the next position command,
   so if our last move was played on the board and no position came since,
   it is taken back (a second go searches the same position again). */
void uci_game_before_search(void);

/* After a search that played move m from *before (game.h). */
void uci_game_engine_moved(const Position *before, Move m);

#endif
