/*
 * san.c -- Standard Algebraic Notation out and in (san.h).
 */
#include <stdio.h>
#include <string.h>

#include "notation.h"
#include "san.h"

/* Longest text san_read() looks at: "Qa1xb2+" with some slack. */
#define SAN_TEXT_MAX 15

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

/* One way to read the text: a castling, or a piece (or pawn) going to a
   square, with what the text says of its origin and promotion. */
typedef struct {
    int castle;       /* +1 king side, -1 queen side (the king's step), 0 */
    int type;         /* KNIGHT .. KING, or WHITE_PAWN for "a pawn"       */
    int from_file;    /* 0 .. 7, or -1 when not written                   */
    int from_row;     /* 0 .. 7 (0 is rank 8), or -1                      */
    int to;
    int promotion;    /* KNIGHT .. QUEEN, or 0 when not written           */
} Reading;

static int lower(int c)
{
    return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

static int is_file(int c)
{
    return lower(c) >= 'a' && lower(c) <= 'h';
}

static int is_rank(int c)
{
    return c >= '1' && c <= '8';
}

/* What is left before the destination: "", a file, a rank or both. */
static int read_origin(const char *s, size_t n, Reading *r)
{
    r->from_file = r->from_row = -1;
    if (n > 0 && is_file(s[0])) {
        r->from_file = lower(s[0]) - 'a';
        s++;
        n--;
    }
    if (n > 0 && is_rank(s[0])) {
        r->from_row = '8' - s[0];
        s++;
        n--;
    }
    return n == 0;
}

/* The readings of the text (at most two: lower-case b as a bishop and as
   a file).  Returns how many; 0 if it is not a move in any form. */
static int readings(const char *text, Reading out[2])
{
    char s[SAN_TEXT_MAX + 1], low[SAN_TEXT_MAX + 1];
    size_t n = 0, i, prefix;
    int to, promotion = 0, count = 0;
    Reading r;

    if (strlen(text) > SAN_TEXT_MAX)
        return 0;
    /* Drop the marks that do not change the move. */
    for (i = 0; text[i]; i++)
        if (!strchr("+#!?", text[i]))
            s[n++] = text[i];
    s[n] = 0;
    if (n > 4 && strcmp(s + n - 4, "e.p.") == 0)
        s[n -= 4] = 0;
    for (i = 0; i <= n; i++)
        low[i] = (char)lower(s[i]);
    memset(&r, 0, sizeof r);
    r.type = KING;
    r.from_file = r.from_row = -1;
    if (!strcmp(low, "o-o") || !strcmp(low, "0-0") || !strcmp(low, "oo")) {
        r.castle = 1;
        out[0] = r;
        return 1;
    }
    if (!strcmp(low, "o-o-o") || !strcmp(low, "0-0-0")
        || !strcmp(low, "ooo")) {
        r.castle = -1;
        out[0] = r;
        return 1;
    }
    /* Captures and long-algebraic dashes are optional. */
    for (i = n = 0; s[i]; i++)
        if (!strchr("xX:-", s[i]))
            s[n++] = s[i];
    s[n] = 0;
    /* A promotion: e8=Q, e8Q, e8q. */
    if (n >= 3 && type_of_letter(s[n - 1] & ~0x20) && s[n - 1] != 'K'
        && s[n - 1] != 'k' && (s[n - 2] == '=' || is_rank(s[n - 2]))) {
        promotion = type_of_letter(s[n - 1] & ~0x20);
        n -= s[n - 2] == '=' ? 2 : 1;
        s[n] = 0;
    }
    if (n < 2 || !is_file(s[n - 2]) || !is_rank(s[n - 1]))
        return 0;
    to = ROW * ('8' - s[n - 1]) + (lower(s[n - 2]) - 'a');
    prefix = n - 2;
    /* A piece: N B R Q K, or n r q k, or b (also a file). */
    if (prefix > 0 && !promotion
        && (strchr("NBRQK", s[0]) || strchr("nrqkb", s[0]))) {
        r.type = type_of_letter(s[0] & ~0x20);
        r.to = to;
        if (read_origin(s + 1, prefix - 1, &r))
            out[count++] = r;
    }
    /* A pawn: no letter, or a file (a lower-case b too). */
    if (prefix == 0 || !strchr("NBRQK", s[0])) {
        r.type = WHITE_PAWN;
        r.to = to;
        r.promotion = promotion;
        if (read_origin(s, prefix, &r))
            out[count++] = r;
    }
    return count;
}

/* Does the legal move m of p fit the reading? */
static int fits(const Position *p, Move m, const Reading *r)
{
    int type = p->board[m.from] & TYPE_MASK;

    if (r->castle)
        return type == KING && m.to - m.from == 2 * r->castle;
    if (m.to != r->to
        || (r->type == WHITE_PAWN ? type >= KNIGHT : type != r->type))
        return 0;
    if (r->from_file >= 0 && (m.from & 7) != r->from_file)
        return 0;
    if (r->from_row >= 0 && (m.from >> 4) != r->from_row)
        return 0;
    return !r->promotion || rules_is_promotion(p, m.from, m.to);
}

int san_read(const Position *p, const char *text, SanMatch *match)
{
    Reading r[2];
    Move list[MAX_MOVES];
    int n = readings(text, r), legal, i, k;

    match->count = 0;
    match->promotion = QUEEN;
    if (n == 0)
        return 0;
    legal = rules_legal_moves(p, list);
    for (i = 0; i < legal; i++)
        for (k = 0; k < n; k++)
            if (fits(p, list[i], &r[k])) {
                match->moves[match->count++] = list[i];
                if (r[k].promotion)
                    match->promotion = r[k].promotion;
                break;
            }
    return 1;
}

/* Is this piece of the side to move one the reading could mean? */
static int candidate(const Position *p, int square, const Reading *r)
{
    int code = p->board[square], type = code & TYPE_MASK;

    if (!(code & p->side) || !type)
        return 0;
    if (r->type == WHITE_PAWN ? type >= KNIGHT : type != r->type)
        return 0;
    return (r->from_file < 0 || (square & 7) == r->from_file)
        && (r->from_row < 0 || (square >> 4) == r->from_row);
}

/* A verdict that is about check: the piece could go there otherwise. */
static int about_check(RulesVerdict v)
{
    return v == RULES_CASTLE_IN_CHECK || v == RULES_STILL_IN_CHECK
        || v == RULES_EXPOSES_KING;
}

/* "White's knight moves are Na3, Nc3." into buf. */
static void list_moves(const Position *p, const Reading *r, char *buf,
                       size_t size)
{
    Move list[MAX_MOVES];
    int n = rules_legal_moves(p, list), i, shown = 0;
    size_t used;

    used = (size_t)snprintf(buf, size, "; %s's %s moves are",
                            colour_name(p->side), piece_name(r->type));
    for (i = 0; i < n && used < size; i++) {
        char san[SAN_SIZE];

        if (!candidate(p, list[i].from, r))
            continue;
        san_write(p, list[i], NULL, san);
        used += (size_t)snprintf(buf + used, size - used, "%s %s",
                                 shown++ ? "," : "", san);
    }
    if (!shown)
        snprintf(buf, size, "; %s's %ss have no legal move", colour_name(p->side),
                 piece_name(r->type));
}

void san_explain(const Position *p, const char *text, char *buf,
                 size_t size)
{
    Reading r[2];
    int n = readings(text, r), k, square;
    char name[3];

    if (n == 0) {
        snprintf(buf, size, "that is not a move");
        return;
    }
    if (r[0].castle) {
        int king = -1;
        RulesVerdict v = RULES_CANNOT_CASTLE;

        for (square = 0; square < 0x78; square++)
            if (!(square & OFF_BOARD) && p->board[square] == p->side + KING)
                king = square;
        if (king >= 0 && !((king + 2 * r[0].castle) & OFF_BOARD))
            v = rules_verdict(p, king, king + 2 * r[0].castle);
        snprintf(buf, size, "%s", rules_reason(about_check(v)
                                               ? v : RULES_CANNOT_CASTLE));
        return;
    }
    for (k = 0; k < n; k++) {
        int pieces = 0;

        if (r[k].promotion && (r[k].to >> 4) != (p->side == WHITE ? 0 : 7)) {
            snprintf(buf, size, "only a pawn reaching the last rank "
                     "promotes");
            return;
        }
        for (square = 0; square < 0x78; square++) {
            RulesVerdict v;

            if ((square & OFF_BOARD) || !candidate(p, square, &r[k]))
                continue;
            pieces++;
            v = rules_verdict(p, square, r[k].to);
            if (about_check(v)) {
                snprintf(buf, size, "%s", rules_reason(v));
                return;
            }
        }
        if (pieces == 0 && k + 1 < n)
            continue;
        if (pieces == 0) {
            char where[24] = "";

            if (r[k].from_file >= 0 && r[k].from_row >= 0)
                snprintf(where, sizeof where, " on %c%c",
                         'a' + r[k].from_file, '8' - r[k].from_row);
            else if (r[k].from_file >= 0)
                snprintf(where, sizeof where, " on the %c-file",
                         'a' + r[k].from_file);
            else if (r[k].from_row >= 0)
                snprintf(where, sizeof where, " on rank %c",
                         '8' - r[k].from_row);
            snprintf(buf, size, "%s has no %s%s", colour_name(p->side),
                     piece_name(r[k].type), where);
            return;
        }
        {
            size_t used = (size_t)snprintf(buf, size, "no %s %s can move to "
                                           "%s", p->side == WHITE ? "white"
                                           : "black", piece_name(r[k].type),
                                           square_name(r[k].to, name));

            if (used < size)
                list_moves(p, &r[k], buf + used, size - used);
        }
        return;
    }
}
