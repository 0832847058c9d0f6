/*
 * move_line.c -- a line of moves, with or without move numbers
 * (move_line.h).
 */
#include <stdio.h>
#include <string.h>

#include "engine/rules.h"
#include "move_line.h"
#include "front/notation.h"

static int blank(int c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v'
        || c == '\f';
}

/* A move number at the start of the token: "12." or "12..." (glued to
   the move or not).  Returns the characters it takes (0: none), with the
   number and the side it announces. */
static size_t move_number(const char *token, int *number, int *side)
{
    size_t i = 0, dots;
    int value = 0;

    while (token[i] >= '0' && token[i] <= '9' && i < 6)
        value = value * 10 + (token[i++] - '0');
    if (i == 0 || token[i] != '.')
        return 0;
    for (dots = 0; token[i] == '.'; i++)
        dots++;
    *number = value;
    *side = dots == 1 ? WHITE : BLACK;
    return i;
}

/* Play a checked move on the copy, as the engine's root will play it;
   an under-promotion then changes the queen, as game.c does. */
static void play_on_copy(Position *copy, const TypedMove *m)
{
    int promotion = rules_is_promotion(copy, m->from, m->to);

    rules_play(copy, m->from, m->to, NULL);
    if (promotion && m->promotion != QUEEN)
        copy->board[m->to] = (uint8_t)((copy->board[m->to] & ~TYPE_MASK)
                                       | m->promotion);
}

int move_line_read(const Position *p, int number, const char *line,
                   LineMove *moves, char *message, size_t size)
{
    Position copy = *p;
    const char *at = line;
    int count = 0, words = 0, said_number = 0, said_side = 0, ep_marks = 0;
    char token[64], why[700];
    const char *last;

    for (;;) {
        size_t n = 0, skip;
        const char *text;

        while (blank(*at))
            at++;
        if (!*at)
            break;
        text = at;
        while (*at && !blank(*at)) {
            if (n + 1 < sizeof token)
                token[n++] = *at;
            at++;
        }
        token[n] = 0;
        words++;
        if ((size_t)(at - text) >= sizeof token) {
            snprintf(message, size, "'%.20s...' (%d characters) is too long "
                     "to be a move; nothing on the line was played.", text,
                     (int)(at - text));
            return -1;
        }
        while (blank(*at))
            at++;
        /* Not the only move of the line: say that none was played. */
        last = count == 0 && !*at ? "" : " Nothing on the line was played.";
        skip = move_number(token, &said_number, &said_side);
        text = token + skip;
        if (strcmp(text, "e.p.") == 0)
            ep_marks++;
        if (!*text || strcmp(text, "e.p.") == 0)
            continue;                 /* "1." alone, or an old "e.p." */
        if (count == MOVE_LINE_MAX) {
            snprintf(message, size, "A line holds %d moves at most; nothing "
                     "on it was played.", MOVE_LINE_MAX);
            return -1;
        }
        if (said_number && (said_number != number || said_side != copy.side)) {
            snprintf(message, size, "Move %d%s %s does not fit the game: it "
                     "is move %d, %s's.%s", said_number,
                     said_side == WHITE ? "." : "...", text, number,
                     colour_name(copy.side), last);
            return -1;
        }
        said_number = 0;
        switch (typed_move(&copy, text, &moves[count].move, why,
                           sizeof why)) {
        case TYPED_NOT_A_MOVE:
            if (words == 1 && !skip && !*at)
                return 0;
            snprintf(message, size, "'%s' is not a move.%s", text, last);
            return -1;
        case TYPED_REFUSED:
            snprintf(message, size, "%s%s", why, last);
            return -1;
        case TYPED_LEGAL:
            break;
        }
        snprintf(moves[count].text, sizeof moves[count].text, "%s", text);
        play_on_copy(&copy, &moves[count].move);
        if (copy.side == WHITE)
            number++;
        count++;
    }
    if (count == 0 && ep_marks > 0) {
        snprintf(message, size, "'%s' holds no move: e.p. only marks an en "
                 "passant capture written before it. Type the capture, e.g. "
                 "exd6 or e5d6 (e.p. after it is allowed).", line);
        return -1;
    }
    if (count == 0) {
        snprintf(message, size, "'%s' holds a move number but no move.",
                 line);
        return -1;
    }
    return count;
}
