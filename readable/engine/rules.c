/*
 * rules.c -- the engine's move rules as a move list (rules.h says why).
 *
 * The ray walk is the search's own: the same helpers (moves.h) in the
 * same order, only collecting the moves instead of searching them, and
 * without the hint move (the scan order of a list does not matter).  The
 * self-test (--selftest-rules, front/selftest.c) offers every move of a position to
 * both and reports any disagreement.
 */
#include <string.h>

#include "moves.h"
#include "rules.h"

/* What a walk over one side's moves found. */
typedef struct {
    RayMove move[MAX_MOVES];
    int count;
    int king_capture;      /* some move captures a king, or lands on a */
                           /*   square the last castling move used     */
} Walk;

/*
 * Walk every ray of every piece of `side`, as one iteration of search()
 * does (with the helpers of moves.h), and collect the moves.  `ep` is the
 * square the last move skipped or castled over (Position.ep_square).
 */
static void walk(const uint8_t *board, int side, int ep, Walk *w)
{
    RayMove m;

    w->count = 0;
    w->king_capture = 0;
    for (m.from = 0; m.from < 0x78; m.from++) {
        int type, dir;

        m.piece = board[m.from];
        if (off_board(m.from) || !(m.piece & side))
            continue;
        type = m.piece & TYPE_MASK;
        dir = first_vector[type];
        m.step = type;
        while ((m.step = next_direction(type, m.step, &dir)) != 0) {
            m.to = m.from;
            m.rook_from = m.rook_to = NO_SQUARE;
            do {
                m.to += m.step;
                if (off_board(m.to))
                    break;
                if (castled_over(board, ep, m.to))
                    w->king_capture = 1;
                m.capture_sq = capture_square(type, m.to, ep);
                m.victim = board[m.capture_sq];
                if (move_blocked(side, type, &m))
                    break;
                if ((m.victim & TYPE_MASK) == KING)
                    w->king_capture = 1;
                if (w->count < MAX_MOVES)
                    w->move[w->count++] = m;
            } while (ray_goes_on(board, side, type, &m));
        }
    }
}

/* Make the move on a copy of the board the way the root plays it. */
static void make(uint8_t *board, int side, const RayMove *m)
{
    make_move(board, side, m);
    pawn_arrives(board, m->piece & TYPE_MASK, m);
}

/* Is this pseudo-legal move legal?  Only if no reply captures the king
   (or lands where the king castled): exactly when 4.0-4.3's root would
   play it; 4.8's root may also play a move its playing pass prunes as
   futile (rules.h). */
static int legal_after(const Position *p, const RayMove *m)
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

/* Can `side` capture a king (the other side's) on this board? */
static int can_capture_king(const Position *p, int side)
{
    static Walk w;

    walk(p->board, side, NO_SQUARE, &w);
    return w.king_capture;
}

int rules_in_check(const Position *p)
{
    return can_capture_king(p, BOTH_SIDES - p->side);
}

int rules_other_in_check(const Position *p)
{
    return can_capture_king(p, p->side);
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
        const RayMove *m = &w.move[i];

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

/* The pseudo-legal move from -> to of the side to move, or NULL. */
static const RayMove *walked_move(const Position *p, int from, int to)
{
    static Walk w;
    int i;

    walk(p->board, p->side, p->ep_square, &w);
    for (i = 0; i < w.count; i++)
        if (w.move[i].from == from && w.move[i].to == to)
            return &w.move[i];
    return NULL;
}

/* Make m on p and hand the move to the other side. */
static void play_on(Position *p, const RayMove *m)
{
    make(p->board, p->side, m);
    p->ep_square = m->rook_to;
    p->side = BOTH_SIDES - p->side;
}

int rules_play(Position *p, int from, int to, RayMove *played)
{
    const RayMove *m = walked_move(p, from, to);

    if (!m || !legal_after(p, m))
        return 0;
    if (played)
        *played = *m;
    play_on(p, m);
    return 1;
}

int rules_walk_moves(const Position *p, Move *list)
{
    static Walk w;
    int i;

    walk(p->board, p->side, p->ep_square, &w);
    for (i = 0; i < w.count; i++) {
        list[i].from = w.move[i].from;
        list[i].to = w.move[i].to;
    }
    return w.count;
}

int rules_make_any(Position *p, int from, int to)
{
    const RayMove *m = walked_move(p, from, to);

    if (!m)
        return 0;
    play_on(p, m);
    return 1;
}

int rules_walked_move(const Position *p, int from, int to, RayMove *m)
{
    const RayMove *walked = walked_move(p, from, to);

    if (!walked)
        return 0;
    *m = *walked;
    return 1;
}

int rules_attackers(const Position *p, int side, int square, int *from)
{
    static Walk w;
    uint8_t board[BOARD_CELLS];
    int i, n = 0;

    if (off_board(square))
        return 0;
    memcpy(board, p->board, sizeof board);
    /* A piece of the other side on the square, so that the pawns' captures
       count and their pushes do not. */
    if (!(board[square] & (BOTH_SIDES - side)))
        board[square] = (uint8_t)(BOTH_SIDES - side + KNIGHT + MOVED);
    walk(board, side, NO_SQUARE, &w);
    for (i = 0; i < w.count; i++)
        if (w.move[i].to == square)
            from[n++] = w.move[i].from;
    return n;
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
