/*
 * endings.c -- the end of a game by the rules of chess (endings.h).
 */
#include <stdio.h>
#include <string.h>

#include "engine/rules.h"
#include "endings.h"
#include "front/fen.h"
#include "front/game.h"
#include "front/notation.h"

/*
 * Two positions are "the same" for repetition when the same side is to
 * move, the same pieces stand on the same squares, and the same moves
 * are possible: the castling rights and an en-passant capture count, an
 * en-passant square that no pawn can use does not.  The key is the FEN's
 * first three fields, plus the en-passant square only if some legal move
 * captures there.
 */
static void repetition_key(const Position *p, char *key)
{
    Move list[MAX_MOVES];
    int n, i;
    char *end;
    FenCounters none = { 0, 1 };

    fen_write(p, &none, key);
    end = strchr(key, ' ');             /* after the placement */
    end = strchr(end + 1, ' ');         /* after the side to move */
    end = strchr(end + 1, ' ');         /* after the castling field */
    *end = 0;
    if (p->ep_square & OFF_BOARD)
        return;
    n = rules_legal_moves(p, list);
    for (i = 0; i < n; i++) {
        int type = p->board[list[i].from] & TYPE_MASK;

        if (type < KNIGHT && list[i].to == p->ep_square
            && ((list[i].to - list[i].from) & 7) != 0) {
            end[0] = ' ';
            square_name(p->ep_square, end + 1);
            return;
        }
    }
}

/* Has the current position stood on the board twice before?  Only the
   positions since the last capture or pawn move can repeat it. */
static int third_repetition(void)
{
    char now[FEN_SIZE], then[FEN_SIZE];
    int plies = game_plies(), back = game_counters()->halfmove, ply;
    int seen = 1;

    if (back > plies)
        back = plies;
    repetition_key(game_position(plies), now);
    for (ply = plies - 2; ply >= plies - back && seen < 3; ply -= 2) {
        repetition_key(game_position(ply), then);
        if (strcmp(now, then) == 0)
            seen++;
    }
    return seen >= 3;
}

/*
 * Mate is impossible when only kings and at most one knight or bishop
 * remain, or only kings and bishops that all stand on squares of one
 * colour.  (King and two knights against a king, or a knight each, can
 * still be mated by a blunder, so the game goes on.)
 */
static int insufficient_material(const Position *p)
{
    int square, minors = 0, knights = 0, bishop_colours = 0;

    for (square = 0; square < 0x78; square++) {
        int type;

        if ((square & OFF_BOARD) || !p->board[square])
            continue;
        type = p->board[square] & TYPE_MASK;
        if (type == KING)
            continue;
        if (type != KNIGHT && type != BISHOP)
            return 0;               /* a pawn, rook or queen can mate */
        minors++;
        if (type == KNIGHT)
            knights++;
        else                        /* bit 0: light, bit 1: dark squares */
            bishop_colours |= 1 << (((square >> 4) + square) & 1);
    }
    return minors <= 1 || (knights == 0 && bishop_colours != 3);
}

/* The game as it stood when the players ended it. */
static struct {
    Ending how;
    int plies;
    Position at;
    char start[FEN_SIZE];
} agreed;

void ending_agree(Ending e)
{
    agreed.how = e;
    agreed.plies = game_plies();
    agreed.at = pos;
    snprintf(agreed.start, sizeof agreed.start, "%s", game_start_fen());
}

/* Does the game still stand where the players ended it? */
static int still_agreed(void)
{
    return agreed.how != ENDING_NONE && agreed.plies == game_plies()
        && memcmp(agreed.at.board, pos.board, sizeof pos.board) == 0
        && agreed.at.side == pos.side
        && strcmp(agreed.start, game_start_fen()) == 0;
}

Ending game_ending(void)
{
    if (still_agreed())
        return agreed.how;
    switch (game_status()) {
    case GAME_CHECKMATE:
        return ENDING_CHECKMATE;
    case GAME_STALEMATE:
        return ENDING_STALEMATE;
    case GAME_ON:
        break;
    }
    if (insufficient_material(&pos))
        return ENDING_INSUFFICIENT;
    if (third_repetition())
        return ENDING_REPETITION;
    if (game_counters()->halfmove >= 100)
        return ENDING_FIFTY_MOVES;
    return ENDING_NONE;
}

const char *ending_result(Ending e)
{
    switch (e) {
    case ENDING_CHECKMATE:
        return pos.side == WHITE ? "0-1" : "1-0";
    case ENDING_STALEMATE:
    case ENDING_REPETITION:
    case ENDING_FIFTY_MOVES:
    case ENDING_INSUFFICIENT:
    case ENDING_DRAW_AGREED:
        return "1/2-1/2";
    case ENDING_WHITE_RESIGNS:
        return "0-1";
    case ENDING_BLACK_RESIGNS:
        return "1-0";
    case ENDING_NONE:
        break;
    }
    return "*";
}

const char *ending_sentence(Ending e)
{
    switch (e) {
    case ENDING_CHECKMATE:
        return pos.side == WHITE ? "Checkmate. Black wins."
                                 : "Checkmate. White wins.";
    case ENDING_STALEMATE:
        return pos.side == WHITE
               ? "Stalemate: White has no legal move. The game is a draw."
               : "Stalemate: Black has no legal move. The game is a draw.";
    case ENDING_REPETITION:
        return "Draw by threefold repetition: the same position for the "
               "third time, with the same side to move.";
    case ENDING_FIFTY_MOVES:
        return "Draw by the fifty-move rule: fifty moves each without a "
               "capture or a pawn move.";
    case ENDING_INSUFFICIENT:
        return "Draw by insufficient material: neither side can ever "
               "checkmate.";
    case ENDING_WHITE_RESIGNS:
        return "White resigns. Black wins.";
    case ENDING_BLACK_RESIGNS:
        return "Black resigns. White wins.";
    case ENDING_DRAW_AGREED:
        return "Draw agreed.";
    case ENDING_NONE:
        break;
    }
    return "The game goes on.";
}
