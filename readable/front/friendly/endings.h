/*
 * endings.h -- how a game ends by the rules of chess: checkmate,
 * stalemate, and the three draws (threefold repetition, the fifty-move
 * rule, insufficient material), which micro-Max's search never declares
 * (4.8's scores a return to a position of the game as a draw, but ends
 * nothing).
 *
 * These are the front end's rules, read off the game record (game.h);
 * the engine's search and its moves are not touched.  A draw here ends
 * the game at once, as an arbiter would when a player claims it (the
 * FIDE rules make the repetition and fifty-move draws a claim; a program
 * playing a human does not wait for one).
 */
#ifndef UMAX_ENDINGS_H
#define UMAX_ENDINGS_H

typedef enum {
    ENDING_NONE,            /* the game goes on                           */
    ENDING_CHECKMATE,       /* the side to move is mated                  */
    ENDING_STALEMATE,       /* the side to move has no move, no check     */
    ENDING_REPETITION,      /* the position stands for the third time     */
    ENDING_FIFTY_MOVES,     /* 50 moves each without capture or pawn move */
    ENDING_INSUFFICIENT,    /* no sequence of moves can mate              */
    /* Ended by the players (ending_agree), not by the board: */
    ENDING_WHITE_RESIGNS,
    ENDING_BLACK_RESIGNS,
    ENDING_DRAW_AGREED
} Ending;

/* The players end the game here: a resignation or an agreed draw, which
   game_ending() reports while the game stands where it was agreed (a
   move, undo or new game ends it); ENDING_NONE forgets it at once. */
void ending_agree(Ending e);

/* How the game stands now (checkmate and stalemate first: a mate on the
   fiftieth move is a mate). */
Ending game_ending(void);

/* The result in PGN: "1-0", "0-1", "1/2-1/2", or "*" if it goes on. */
const char *ending_result(Ending e);

/* One sentence, e.g. "Draw by threefold repetition: the same position
   for the third time, the same side to move." */
const char *ending_sentence(Ending e);

#endif
