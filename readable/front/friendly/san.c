/*
 * san.c -- Standard Algebraic Notation out and in (san.h).
 */
#include <stdio.h>
#include <string.h>

#include "front/notation.h"
#include "san.h"
#include "typed.h"

static int is_castling(int type, Move m)
{
    return type == KING && (m.to - m.from == 2 || m.from - m.to == 2);
}

/* The origin a piece move must show: nothing, its file, its rank, or
   both, when other pieces of the same type could go to the same square. */
static char *disambiguate(const Position *p, Move m, char *out)
{
    Move list[MAX_MOVES];
    int n = rules_legal_moves(p, list), i;
    int type = p->board[m.from] & TYPE_MASK;
    int rivals = 0, same_file = 0, same_row = 0;

    for (i = 0; i < n; i++) {
        if (list[i].to != m.to || list[i].from == m.from
            || (p->board[list[i].from] & TYPE_MASK) != type)
            continue;
        rivals++;
        same_file += (list[i].from & 7) == (m.from & 7);
        same_row += (list[i].from >> 4) == (m.from >> 4);
    }
    if (rivals == 0)
        return out;
    if (!same_file) {
        *out++ = (char)FILE_CHAR(m.from);
    } else if (!same_row) {
        *out++ = (char)RANK_CHAR(m.from);
    } else {
        *out++ = (char)FILE_CHAR(m.from);
        *out++ = (char)RANK_CHAR(m.from);
    }
    return out;
}

void san_write(const Position *before, Move m, const Position *after,
               char *buf)
{
    int code = before->board[m.from], type = code & TYPE_MASK;
    int capture = rules_is_capture(before, m.from, m.to);
    char *out = buf;

    if (is_castling(type, m)) {
        strcpy(out, m.to > m.from ? "O-O" : "O-O-O");
        out += strlen(out);
    } else {
        if (type < KNIGHT) {
            if (capture)
                *out++ = (char)FILE_CHAR(m.from);
        } else {
            *out++ = (char)piece_letter(code);
            out = disambiguate(before, m, out);
        }
        if (capture)
            *out++ = 'x';
        out += strlen(square_name(m.to, out));
        if (rules_is_promotion(before, m.from, m.to)) {
            *out++ = '=';
            *out++ = (char)(after ? piece_letter(after->board[m.to]) : 'Q');
        }
    }
    if (after && rules_in_check(after)) {
        Move list[MAX_MOVES];

        *out++ = rules_legal_moves(after, list) > 0 ? '+' : '#';
    }
    *out = 0;
}

/* Reading SAN is the typed-move reader's (typed.c, move_text.c): one
   reader for what players type and for PGN files, with one set of rules
   for what a text may mean. */
int san_read(const Position *p, const char *text, SanMatch *match)
{
    TypedMove typed;
    char why[4];
    int candidates;
    TypedResult result = typed_reason(p, text, &typed, why, sizeof why,
                                      &candidates, match->moves);

    match->count = 0;
    match->promotion = QUEEN;
    if (result == TYPED_NOT_A_MOVE)
        return 0;
    if (result == TYPED_LEGAL) {
        match->count = 1;
        match->moves[0].from = typed.from;
        match->moves[0].to = typed.to;
        match->promotion = typed.promotion;
    } else {
        match->count = candidates;
    }
    return 1;
}

void san_explain(const Position *p, const char *text, char *buf,
                 size_t size)
{
    TypedMove typed;
    int candidates;

    if (typed_reason(p, text, &typed, buf, size, &candidates, NULL)
        == TYPED_NOT_A_MOVE)
        snprintf(buf, size, "that is not a move");
}
