/*
 * game.h -- a game record for the front ends (xboard, friendly mode):
 * the moves played, a way to take them back, and the end of the game.
 *
 * micro-Max itself has no game record: the position is its only memory,
 * and a move is "made" by the root search, which leaves it on the board
 * (search.c, root_search).  Taking a move back therefore means going back
 * to an earlier state.  The listing's way would be to set up the start
 * position again and replay every move but the last; we keep instead the
 * state as it was before each move (the Position struct: board, side to
 * move, en-passant square, evaluation, captured-material counter), which
 * is exactly what such a replay would rebuild, without searching again.
 *
 * In 4.0-4.3 one thing is not rolled back: the hash-lock counter
 * (Position.hash_lock), which numbers the root searches so that the
 * never-cleared hash table cannot mistake an old entry for a new position.
 * It only ever counts up, across undo, new and setboard.  (4.8's lock is
 * the position's own key, rolled back with it.)  Either way the table
 * keeps the searches' entries, so after an undo the engine may choose a
 * different move than the first time: its table remembers more.
 */
#ifndef UMAX_GAME_H
#define UMAX_GAME_H

#include "engine/board.h"
#include "engine/search.h"
#include "fen.h"

typedef enum {
    GAME_ON,          /* the side to move has a legal move           */
    GAME_CHECKMATE,   /* no legal move, in check: the other side won  */
    GAME_STALEMATE    /* no legal move, not in check: a draw          */
} GameStatus;

/* Set up a new game from *start (4.0-4.3: the current hash_lock is kept;
   4.8: an empty table and the position's own keys, game.c). */
void game_start(const Position *start, const FenCounters *counters);

/* Set up the standard start position, exactly as board_setup() does. */
void game_start_standard(void);

/* Offer a move to the engine's root (as a typed move in the terminal).
   Returns 1 if it was played, else 0 (4.8's root may play a pseudo-legal
   move that its playing pass prunes as futile, legal or not: the front
   ends offer only moves rules.h calls legal).  A legal move that 4.8's
   root refuses is played all the same, without a search (game.c).
   Either way one root search is made, and in 4.0-4.3 one hash lock used,
   as in the listing. */
int game_play(int from, int to);

/* Play a GUI's promotion to a knight, bishop or rook (type KNIGHT,
   BISHOP or ROOK; from-to must be a legal promotion).  micro-Max's search
   only ever promotes to a queen, so the root plays the queen promotion
   and the queen is then exchanged for the piece asked for, on the board,
   in the evaluation and (4.8) in the hash keys.  Only an opponent's move
   can do this: the engine's own promotions stay queens.  Returns 1 if
   played. */
int game_play_underpromotion(int from, int to, int type);

/* Let the engine choose and play a move for the side to move.  Returns 1
   and the move, or 0 if it found none (the position is unchanged). */
int game_think(Move *played);

/* game_think() for a front end: also the move as coordinates (text: 6
   bytes, as game_move_text) and the wall-clock seconds the search took.
   The move is exactly game_think()'s. */
int game_engine_move(Move *played, char *text, double *seconds);

/* Take back the last move.  Returns 0 if there is none. */
int game_undo(void);

/* Moves played since the game started. */
int game_plies(void);

/* Was the last move played by game_think()? */
int game_last_by_engine(void);

/* Was move `ply` (0 .. game_plies() - 1) played by game_think()? */
int game_by_engine(int ply);

/* Mate, stalemate or on. */
GameStatus game_status(void);

/* The FEN of the current position. */
void game_fen(char *buf);

/* Parse a move in coordinate notation ("e2e4", "e7e8q"): returns 1 and
   the squares and the promotion letter (0 if none, lower case), or 0 if
   the text is not of that form. */
int game_parse_move(const char *text, int *from, int *to, int *promotion);

/* Write a move as coordinates, with "q" for a promotion (buf: 6 bytes);
   `before` is the position before the move. */
void game_move_text(const Position *before, Move m, char *buf);

/* The position before move `ply` (0 .. game_plies() - 1) of the game, or
   the current position for ply == game_plies(); NULL otherwise. */
const Position *game_position(int ply);

/* Move `ply` (0 .. game_plies() - 1). */
Move game_move(int ply);

/* The FEN counters now: the halfmove clock (fifty-move rule) and the
   move number. */
const FenCounters *game_counters(void);

/* The FEN of the position the game started from (FEN_START for the
   standard start). */
const char *game_start_fen(void);

/* The position before the last move (for game_move_text), or NULL. */
const Position *game_before_last(void);

/* The position before move `ply` of the game (0 .. game_plies() - 1),
   for the thinking output's repetition check (report.c). */
const Position *game_position_before(int ply);

#endif
