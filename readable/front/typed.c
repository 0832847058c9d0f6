/*
 * typed.c -- a typed move, as squares or in SAN (typed.h).  The reasons
 * come from the rules helper (rules.c), which follows the engine's own
 * move rules; nothing here searches.
 */
#include <stdio.h>

#include "engine/rules.h"
#include "game.h"
#include "notation.h"
#include "san.h"
#include "typed.h"

/* Why a move typed as squares is refused. */
static void refusal(const Position *p, const char *text, int from, int to,
                    RulesVerdict v, char *message, size_t size)
{
    char f[3], t[3];
    int code = p->board[from];

    square_name(from, f);
    square_name(to, t);
    switch (v) {
    case RULES_NO_PIECE:
        snprintf(message, size, "Illegal move %s: there is no piece on %s.",
                 text, f);
        break;
    case RULES_NOT_YOURS:
        snprintf(message, size, "Illegal move %s: the %s on %s is %s's, and "
                 "it is %s's move.", text, piece_name(code), f,
                 colour_name(BOTH_SIDES - p->side), colour_name(p->side));
        break;
    case RULES_CANNOT_MOVE_SO:
        snprintf(message, size, "Illegal move %s: the %s on %s cannot move "
                 "to %s.", text, piece_name(code), f, t);
        break;
    case RULES_LEGAL:
    case RULES_CANNOT_CASTLE:
    case RULES_CASTLE_IN_CHECK:
    case RULES_STILL_IN_CHECK:
    case RULES_EXPOSES_KING:
        snprintf(message, size, "Illegal move %s: %s.", text,
                 rules_reason(v));
    }
}

/* Squares: e2e4, e7e8q, e7e8n, in any case. */
static TypedResult squares(const Position *p, const char *text,
                           TypedMove *move, char *message, size_t size)
{
    char low[8];
    int promotion, i;
    RulesVerdict v;

    for (i = 0; i < 7 && text[i]; i++)
        low[i] = (char)(text[i] >= 'A' && text[i] <= 'Z'
                        ? text[i] - 'A' + 'a' : text[i]);
    low[i] = 0;
    if (text[i] || !game_parse_move(low, &move->from, &move->to, &promotion))
        return TYPED_NOT_A_MOVE;
    v = rules_verdict(p, move->from, move->to);
    if (v != RULES_LEGAL) {
        refusal(p, text, move->from, move->to, v, message, size);
        return TYPED_REFUSED;
    }
    if (promotion && !rules_is_promotion(p, move->from, move->to)) {
        snprintf(message, size, "Illegal move %s: only a pawn reaching the "
                 "last rank promotes.", text);
        return TYPED_REFUSED;
    }
    move->promotion = promotion ? type_of_letter(promotion - 'a' + 'A')
                                : QUEEN;
    return TYPED_LEGAL;
}

/* SAN: one legal move fits, or none, or several. */
static TypedResult algebraic(const Position *p, const char *text,
                             TypedMove *move, char *message, size_t size)
{
    SanMatch match;
    char why[400];
    size_t used = 0;
    int i;

    if (!san_read(p, text, &match))
        return TYPED_NOT_A_MOVE;
    if (match.count == 1) {
        move->from = match.moves[0].from;
        move->to = match.moves[0].to;
        move->promotion = match.promotion;
        return TYPED_LEGAL;
    }
    if (match.count == 0) {
        san_explain(p, text, why, sizeof why);
        snprintf(message, size, "Illegal move %s: %s.", text, why);
        return TYPED_REFUSED;
    }
    for (i = 0; i < match.count && used < sizeof why; i++) {
        char san[SAN_SIZE];

        san_write(p, match.moves[i], NULL, san);
        used += (size_t)snprintf(why + used, sizeof why - used, "%s%s",
                                 i == 0 ? ""
                                 : i + 1 < match.count ? ", " : " or ", san);
    }
    snprintf(message, size, "Ambiguous move %s: it could be %s.", text, why);
    return TYPED_REFUSED;
}

TypedResult typed_move(const Position *p, const char *text, TypedMove *move,
                       char *message, size_t size)
{
    TypedResult r = squares(p, text, move, message, size);

    return r != TYPED_NOT_A_MOVE ? r : algebraic(p, text, move, message, size);
}
