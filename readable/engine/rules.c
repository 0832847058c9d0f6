/*
 * rules.c -- the engine's move rules as a move list (rules.h says why).
 *
 * Everything here follows search.c test for test; where the two could
 * drift apart, the search is right and this file is wrong.  The self-test
 * (--selftest-rules, main.c) offers every move of a position to both and
 * reports any disagreement.
 */
#include <string.h>

#include "rules.h"

/* A move as the ray walk produces it: besides origin and destination, the
   square of the victim (different from `to` en passant), the victim, and
   for castling the rook's corner and destination (NO_SQUARE otherwise;
   for a pawn's double step rook_to is the square it skipped). */
typedef struct {
    int from, to, capture_sq, victim, rook_from, rook_to, step;
} RawMove;

/* What a walk over one side's moves found. */
typedef struct {
    RawMove move[MAX_MOVES];
    int count;
    int king_capture;      /* some move captures a king, or lands on a */
                           /*   square the last castling move used     */
} Walk;

static int off_board(int square)
{
    return ((unsigned)square & OFF_BOARD) != 0;
}

/* search.c's castled_over(): the previous move castled (ep holds the
   castled rook) and this move lands on the king's old square, the rook's
   square or the king's new square. */
static int castled_over(const uint8_t *board, int ep, int to)
{
    return ((ep - NO_SQUARE) & board[ep]) && to - ep < 2 && ep - to < 2;
}

/*
 * Walk every ray of every piece of `side`, as one iteration of search()
 * does, and collect the moves.  `ep` is the square the last move skipped
 * or castled over (Position.ep_square).
 */
static void walk(const uint8_t *board, int side, int ep, Walk *w)
{
    int from;

    w->count = 0;
    w->king_capture = 0;
    for (from = 0; from < 0x78; from++) {
        const int piece = board[from];
        int type, dir, step;

        if (off_board(from) || !(piece & side))
            continue;
        type = piece & TYPE_MASK;
        dir = first_vector[type];
        step = type;
        while ((step = type > BLACK_PAWN && step < 0
                       ? -step : -step_vectors[dir++]) != 0) {
            int to = from, rook_from = NO_SQUARE, rook_to = NO_SQUARE, victim;

            do {
                int capture_sq = to = to + step;

                if (off_board(to))
                    break;
                if (castled_over(board, ep, to))
                    w->king_capture = 1;
                if (type < KNIGHT && to == ep)
                    capture_sq ^= ROW;
                victim = board[capture_sq];
                if (victim & side)
                    break;
                if (type < KNIGHT
                    && (((unsigned)(to - from) & 7) == 0) != (victim == 0))
                    break;
                if ((victim & TYPE_MASK) == KING)
                    w->king_capture = 1;
                if (w->count < MAX_MOVES) {
                    RawMove *m = &w->move[w->count++];

                    m->from = from;
                    m->to = to;
                    m->capture_sq = capture_sq;
                    m->victim = victim;
                    m->rook_from = rook_from;
                    m->rook_to = rook_to;
                    m->step = step;
                }
                if (to == from + step && !(piece & MOVED)
                    && (type < KNIGHT
                        || (type == KING
                            && (rook_from = castling_corner(board, side, from,
                                                            step)) != NO_SQUARE)))
                    rook_to = to;
                else
                    victim += type < BISHOP;        /* fake capture */
            } while (!victim);
        }
    }
}

/* Make the move on a copy of the board the way the root plays it. */
static void make(uint8_t *board, int side, const RawMove *m)
{
    const int piece = board[m->from];

    board[m->rook_from] = board[m->capture_sq] = board[m->from] = 0;
    board[m->to] = (uint8_t)(piece | MOVED);
    if (!off_board(m->rook_from))
        board[m->rook_to] = (uint8_t)(side + ROOK);
    if ((piece & TYPE_MASK) < KNIGHT
        && ((unsigned)(m->to + m->step + 1) & 128))
        board[m->to] |= QUEEN;
}

/* Would the engine's root play this pseudo-legal move?  Only if no reply
   captures the king (or lands where the king castled). */
static int legal_after(const Position *p, const RawMove *m)
{
    static Walk reply;
    uint8_t board[BOARD_CELLS];

    memcpy(board, p->board, sizeof board);
    make(board, p->side, m);
    walk(board, BOTH_SIDES - p->side, m->rook_to, &reply);
    return !reply.king_capture;
}

int rules_legal_moves(const Position *p, Move *list)
{
    static Walk w;
    int i, n = 0;

    walk(p->board, p->side, p->ep_square, &w);
    for (i = 0; i < w.count; i++)
        if (legal_after(p, &w.move[i])) {
            list[n].from = w.move[i].from;
            list[n].to = w.move[i].to;
            n++;
        }
    return n;
}

int rules_in_check(const Position *p)
{
    static Walk w;

    walk(p->board, BOTH_SIDES - p->side, NO_SQUARE, &w);
    return w.king_capture;
}

int rules_other_in_check(const Position *p)
{
    static Walk w;

    walk(p->board, p->side, NO_SQUARE, &w);
    return w.king_capture;
}

RulesVerdict rules_verdict(const Position *p, int from, int to)
{
    static Walk w;
    int i, piece, castling;

    if (off_board(from) || !p->board[from])
        return RULES_NO_PIECE;
    piece = p->board[from];
    if (!(piece & p->side))
        return RULES_NOT_YOURS;
    castling = (piece & TYPE_MASK) == KING && !off_board(to)
               && (to - from == 2 || from - to == 2);
    walk(p->board, p->side, p->ep_square, &w);
    for (i = 0; i < w.count; i++) {
        const RawMove *m = &w.move[i];

        if (m->from != from || m->to != to)
            continue;
        if (legal_after(p, m))
            return RULES_LEGAL;
        if (!off_board(m->rook_from))
            return RULES_CASTLE_IN_CHECK;
        return rules_in_check(p) ? RULES_STILL_IN_CHECK : RULES_EXPOSES_KING;
    }
    return castling ? RULES_CANNOT_CASTLE : RULES_CANNOT_MOVE_SO;
}

int rules_play(Position *p, int from, int to, RulesChange *change)
{
    static Walk w;
    int i;

    walk(p->board, p->side, p->ep_square, &w);
    for (i = 0; i < w.count; i++) {
        const RawMove *m = &w.move[i];

        if (m->from != from || m->to != to)
            continue;
        if (!legal_after(p, m))
            return 0;
        if (change) {
            change->piece = p->board[m->from];
            change->victim = m->victim;
            change->capture_sq = m->capture_sq;
            change->rook_from = m->rook_from;
        }
        make(p->board, p->side, m);
        p->ep_square = m->rook_to;
        p->side = BOTH_SIDES - p->side;
        return 1;
    }
    return 0;
}

int rules_is_promotion(const Position *p, int from, int to)
{
    int type;

    if (off_board(from) || off_board(to))
        return 0;
    type = p->board[from] & TYPE_MASK;
    return (type == WHITE_PAWN && (to >> 4) == 0)
        || (type == BLACK_PAWN && (to >> 4) == 7);
}

int rules_is_capture(const Position *p, int from, int to)
{
    int type;

    if (off_board(from) || off_board(to))
        return 0;
    type = p->board[from] & TYPE_MASK;
    return p->board[to] != 0
        || (type < KNIGHT && to == p->ep_square
            && ((unsigned)(to - from) & 7) != 0);
}

const char *rules_reason(RulesVerdict v)
{
    switch (v) {
    case RULES_LEGAL:           return "legal";
    case RULES_NO_PIECE:        return "there is no piece on that square";
    case RULES_NOT_YOURS:       return "that piece belongs to the other side";
    case RULES_CANNOT_MOVE_SO:  return "that piece cannot move there";
    case RULES_CANNOT_CASTLE:   return "castling needs an unmoved king and rook "
                                       "and empty squares between them";
    case RULES_CASTLE_IN_CHECK: return "you cannot castle out of, through or "
                                       "into check";
    case RULES_STILL_IN_CHECK:  return "you are in check, and that move does "
                                       "not get you out of it";
    case RULES_EXPOSES_KING:    return "that move would leave your king in check";
    }
    return "illegal";
}
