/*
 * why.c -- the reason a move is refused, in words (why.h).
 *
 * The order of the questions is the order a player would ask them: is
 * there a piece of mine there; is it castling (whose conditions name the
 * squares between king and rook); is the destination free of my own
 * pieces; can the piece move that way at all (the rules helper's walk,
 * which ignores check); and if it can, what check forbids it.
 */
#include <stdio.h>
#include <stdlib.h>

#include "engine/rules.h"
#include "front/notation.h"
#include "why.h"

int why_king_square(const Position *p, int side)
{
    int square;

    for (square = 0; square < 0x78; square++)
        if (!off_board(square) && p->board[square]
            && (p->board[square] & (TYPE_MASK | side)) == (KING | side))
            return square;
    return -1;
}

/* "knight on d2": the piece on a square and the square. */
static const char *piece_on(const Position *p, int square, char *buf,
                            size_t size)
{
    char name[3];

    snprintf(buf, size, "%s on %s", piece_name(p->board[square]),
             square_name(square, name));
    return buf;
}

/* Is the move (from, to) among the moves of the walk? */
static int walk_has(const Position *p, int from, int to)
{
    Move list[MAX_MOVES];
    int n = rules_walk_moves(p, list), i;

    for (i = 0; i < n; i++)
        if (list[i].from == from && list[i].to == to)
            return 1;
    return 0;
}

/* The unit step from `a` towards `b` along a rank, a file or a diagonal,
   or 0 when they are not on one line. */
static int line_step(int a, int b)
{
    int rows = (b >> 4) - (a >> 4), files = (b & 7) - (a & 7);
    int dr = rows > 0 ? 1 : rows < 0 ? -1 : 0;
    int df = files > 0 ? 1 : files < 0 ? -1 : 0;

    if (a == b || (rows != 0 && files != 0 && abs(rows) != abs(files)))
        return 0;
    return dr * ROW + df;
}

/* Does `square` stand strictly between a and b on their line? */
static int between(int a, int b, int square)
{
    int step = line_step(a, b), s;

    if (!step)
        return 0;
    for (s = a + step; s != b; s += step)
        if (s == square)
            return 1;
    return 0;
}

/* The first occupied square strictly between a and b on their line, or
   -1. */
static int first_between(const Position *p, int a, int b)
{
    int step = line_step(a, b), s;

    if (!step)
        return -1;
    for (s = a + step; s != b; s += step)
        if (p->board[s])
            return s;
    return -1;
}

/* Does a piece of this type move along the line from `from` to `to`
   (ignoring what stands between)? */
static int slides_to(int type, int from, int to)
{
    int step = line_step(from, to);
    int straight = step == 1 || step == -1 || step == ROW || step == -ROW;

    if (!step)
        return 0;
    return type == QUEEN || (type == ROOK && straight)
        || (type == BISHOP && !straight);
}

/* Castling refused: which of its conditions fails. */
static void castling(const Position *p, int from, int to, char *buf,
                     size_t size)
{
    int side = p->side, other = BOTH_SIDES - side, dir = to > from ? 1 : -1;
    int corner = dir > 0 ? from + 3 : from - 4, attackers[MAX_MOVES];
    const char *wing = dir > 0 ? "king side" : "queen side";
    char a[24], sq[3];
    int in_way;

    if (p->board[from] & MOVED) {
        snprintf(buf, size, "%s can no longer castle: the king has moved",
                 colour_name(side));
        return;
    }
    if (off_board(corner)
        || (p->board[corner] & (TYPE_MASK | side)) != (ROOK | side)) {
        snprintf(buf, size, "%s cannot castle %s: there is no %s rook on %s",
                 colour_name(side), wing, side == WHITE ? "white" : "black",
                 off_board(corner) ? "the corner" : square_name(corner, sq));
        return;
    }
    if (p->board[corner] & MOVED) {
        snprintf(buf, size, "%s can no longer castle %s (the rook on %s has "
                 "moved, or the game began without that right)",
                 colour_name(side), wing, square_name(corner, sq));
        return;
    }
    in_way = first_between(p, from, corner);
    if (in_way >= 0) {
        snprintf(buf, size, "castling needs empty squares between the king "
                 "and the rook, and the %s is in the way",
                 piece_on(p, in_way, a, sizeof a));
        return;
    }
    if (!walk_has(p, from, to)) {
        snprintf(buf, size, "%s", rules_reason(RULES_CANNOT_CASTLE));
        return;
    }
    /* The walk allows it, the check test does not. */
    if (rules_attackers(p, other, from, attackers) > 0) {
        snprintf(buf, size, "you cannot castle out of check (the %s gives "
                 "check)", piece_on(p, attackers[0], a, sizeof a));
    } else if (rules_attackers(p, other, from + dir, attackers) > 0) {
        snprintf(buf, size, "you cannot castle through check: the %s "
                 "attacks %s", piece_on(p, attackers[0], a, sizeof a),
                 square_name(from + dir, sq));
    } else if (rules_attackers(p, other, to, attackers) > 0) {
        snprintf(buf, size, "you cannot castle into check: the %s attacks "
                 "%s", piece_on(p, attackers[0], a, sizeof a),
                 square_name(to, sq));
    } else {
        snprintf(buf, size, "%s", rules_reason(RULES_CASTLE_IN_CHECK));
    }
}

/* A move of the walk that leaves the king in check: who checks, and why. */
static void check(const Position *p, int from, int to, char *buf,
                  size_t size)
{
    int side = p->side, other = BOTH_SIDES - side;
    int type = p->board[from] & TYPE_MASK;
    int king = why_king_square(p, side), king_after, i, k;
    int checkers[MAX_MOVES], attackers[MAX_MOVES], n_checkers, n_after;
    Position after = *p;
    char a[24], b[24], sq[3];

    rules_make_any(&after, from, to);
    king_after = why_king_square(&after, side);
    n_checkers = king < 0 ? 0 : rules_attackers(p, other, king, checkers);
    n_after = king_after < 0 ? 0
              : rules_attackers(&after, other, king_after, attackers);
    if (n_after == 0) {                /* (cannot be: the rules refused) */
        snprintf(buf, size, "%s", rules_reason(RULES_EXPOSES_KING));
        return;
    }
    if (type == KING) {
        snprintf(buf, size, "your king would be in check on %s from the %s",
                 square_name(to, sq), piece_on(&after, attackers[0], a,
                                               sizeof a));
        return;
    }
    if (n_checkers >= 2) {
        snprintf(buf, size, "you are in double check (from the %s and the "
                 "%s): only a king move gets you out of it",
                 piece_on(p, checkers[0], a, sizeof a),
                 piece_on(p, checkers[1], b, sizeof b));
        return;
    }
    /* The checker is still there and still checks: the check is not met. */
    for (i = 0; i < n_checkers; i++)
        for (k = 0; k < n_after; k++)
            if (attackers[k] == checkers[i]
                && after.board[checkers[i]] == p->board[checkers[i]]) {
                snprintf(buf, size, "you are in check from the %s, and that "
                         "move does not get you out of it",
                         piece_on(p, checkers[i], a, sizeof a));
                return;
            }
    /* A slider now sees the king through the square the piece left. */
    for (k = 0; k < n_after; k++) {
        int attacker = attackers[k];
        int atype = after.board[attacker] & TYPE_MASK;

        if (!slides_to(atype, attacker, king_after))
            continue;
        if (type < KNIGHT && p->board[to] == 0 && (to & 7) != (from & 7)
            && between(attacker, king_after, (from & 0x70) | (to & 7))) {
            snprintf(buf, size, "taking en passant would expose your king "
                     "to the %s", piece_on(&after, attacker, b, sizeof b));
            return;
        }
        if (between(attacker, king_after, from)) {
            snprintf(buf, size, "the %s is pinned to your king by the %s",
                     piece_on(p, from, a, sizeof a),
                     piece_on(&after, attacker, b, sizeof b));
            return;
        }
    }
    snprintf(buf, size, "that move would leave your king in check from the "
             "%s", piece_on(&after, attackers[0], a, sizeof a));
}

/* A pawn move that is not among the walk's moves: the pawn's rules. */
static void pawn(const Position *p, int from, int to, char *buf, size_t size)
{
    int forward = p->side == WHITE ? -ROW : ROW;
    int rows = ((to >> 4) - (from >> 4)) * (forward / ROW);
    int files = abs((to & 7) - (from & 7));
    int start_row = p->side == WHITE ? 6 : 1;
    char a[24], b[24], sq[3];

    piece_on(p, from, a, sizeof a);
    if (rows < 0) {
        snprintf(buf, size, "the %s cannot move backwards", a);
    } else if (rows == 0) {
        snprintf(buf, size, "the %s cannot move sideways", a);
    } else if (rows == 1 && files == 1) {
        snprintf(buf, size, "there is nothing on %s for the %s to capture",
                 square_name(to, sq), a);
    } else if (rows == 1 && files == 0) {
        snprintf(buf, size, "the %s is blocked by the %s (a pawn captures "
                 "diagonally)", a, piece_on(p, to, b, sizeof b));
    } else if (rows == 2 && files == 0) {
        if ((p->board[from] & MOVED) || (from >> 4) != start_row)
            snprintf(buf, size, "the %s has left its starting square, so it "
                     "moves one square at a time", a);
        else if (p->board[from + forward])
            snprintf(buf, size, "the %s is blocked by the %s", a,
                     piece_on(p, from + forward, b, sizeof b));
        else
            snprintf(buf, size, "the %s is blocked by the %s (a pawn "
                     "captures diagonally)", a, piece_on(p, to, b, sizeof b));
    } else {
        snprintf(buf, size, "the %s cannot move to %s", a,
                 square_name(to, sq));
    }
}

void why_not(const Position *p, int from, int to, char *buf, size_t size)
{
    int code, type, target;
    char a[24], b[24], sq[3];

    if (off_board(from) || off_board(to) || !p->board[from]) {
        snprintf(buf, size, "there is no piece on %s",
                 off_board(from) ? "that square" : square_name(from, sq));
        return;
    }
    code = p->board[from];
    type = code & TYPE_MASK;
    target = p->board[to];
    piece_on(p, from, a, sizeof a);
    if (!(code & p->side)) {
        snprintf(buf, size, "the %s is %s's, and it is %s's move", a,
                 colour_name(BOTH_SIDES - p->side), colour_name(p->side));
    } else if (from == to) {
        snprintf(buf, size, "the %s would stay where it is", a);
    } else if (type == KING && abs(to - from) == 2
               && from == (p->side == WHITE ? 0x74 : 0x04)) {
        castling(p, from, to, buf, size);
    } else if (target & p->side) {
        snprintf(buf, size, "your own %s stands on %s",
                 piece_name(target), square_name(to, sq));
    } else if (walk_has(p, from, to)) {
        check(p, from, to, buf, size);
    } else if (type < KNIGHT) {
        pawn(p, from, to, buf, size);
    } else if (slides_to(type, from, to) && first_between(p, from, to) >= 0) {
        snprintf(buf, size, "the %s is blocked by the %s", a,
                 piece_on(p, first_between(p, from, to), b, sizeof b));
    } else {
        snprintf(buf, size, "the %s cannot move to %s", a,
                 square_name(to, sq));
    }
}
