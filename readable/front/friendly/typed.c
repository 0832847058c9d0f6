/*
 * typed.c -- a typed move, as squares or in SAN (typed.h).
 *
 * The text's readings (move_text.c) are matched against the moves of the
 * rules helper's walk (engine/rules.h: the engine's own move rules, check
 * not yet tested).  The readings with the fewest liberties that name a
 * piece of the side to move decide: a lenient reading is never used when
 * a standard one names a piece, even one that cannot make the move (then
 * the refusal says why, from why.c).  Among the deciding readings, the
 * moves of the walk that fit them are the candidates; only then is
 * legality asked, so that a pinned piece is said to be pinned instead of
 * the text being read another way: the move played is never one the
 * player did not mean.  Nothing here searches.
 */
#include <stdio.h>
#include <string.h>

#include "engine/rules.h"
#include "move_text.h"
#include "front/notation.h"
#include "san.h"
#include "typed.h"
#include "why.h"

/* The square a king castles from. */
static int castling_from(int side)
{
    return side == WHITE ? 0x74 : 0x04;
}

static int is_castling(const Position *p, Move m)
{
    return (p->board[m.from] & TYPE_MASK) == KING
        && m.from == castling_from(p->side)
        && (m.to - m.from == 2 || m.from - m.to == 2);
}

/* Does the move m of the walk fit the reading? */
static int fits(const Position *p, Move m, const Reading *r)
{
    int type = p->board[m.from] & TYPE_MASK;

    if (r->castle)
        return is_castling(p, m) && m.to - m.from == 2 * r->castle;
    if (m.to != r->to)
        return 0;
    if (r->type == WHITE_PAWN ? type >= KNIGHT
        : r->type != ANY_PIECE && type != r->type)
        return 0;
    if (r->from_file >= 0 && (m.from & 7) != r->from_file)
        return 0;
    if (r->from_row >= 0 && (m.from >> 4) != r->from_row)
        return 0;
    /* A pawn's capture names its file: e4 is a push, never dxe4. */
    if (r->type == WHITE_PAWN && r->from_file < 0
        && (m.from & 7) != (m.to & 7))
        return 0;
    /* Castling is O-O or the king's squares (e1g1), not Kg1. */
    if (r->type == KING && is_castling(p, m) && r->from_row < 0)
        return 0;
    return 1;
}

/* Is this piece of the side to move one the reading names?  (Pawns
   without a written file: those on the destination's file.) */
static int candidate(const Position *p, int square, const Reading *r)
{
    int code = p->board[square], type = code & TYPE_MASK;
    int file = r->from_file >= 0 ? r->from_file
             : r->type == WHITE_PAWN ? (r->to & 7) : -1;

    if (off_board(square) || !type || !(code & p->side))
        return 0;
    if (r->type == WHITE_PAWN ? type >= KNIGHT
        : r->type != ANY_PIECE && type != r->type)
        return 0;
    return (file < 0 || (square & 7) == file)
        && (r->from_row < 0 || (square >> 4) == r->from_row);
}

/* "Nbd2, Nfd2 or Nd4" into buf. */
static void list_san(const Position *p, const Move *moves, int n, char *buf,
                     size_t size)
{
    size_t used = 0;
    int i;

    buf[0] = 0;
    for (i = 0; i < n && used < size; i++) {
        char san[SAN_SIZE];

        san_write(p, moves[i], NULL, san);
        used += (size_t)snprintf(buf + used, size - used, "%s%s",
                                 i == 0 ? "" : i + 1 < n ? ", " : " or ",
                                 san);
    }
}

/* "White's knight moves are Na3, Nc3" (or "White's knights have no legal
   move") into buf. */
static void legal_of_type(const Position *p, const Reading *r, char *buf,
                          size_t size)
{
    Move list[MAX_MOVES], of_type[MAX_MOVES];
    int n = rules_legal_moves(p, list), i, k = 0;
    char moves[400];

    for (i = 0; i < n; i++) {
        int type = p->board[list[i].from] & TYPE_MASK;

        if (r->type == WHITE_PAWN ? type < KNIGHT : type == r->type)
            of_type[k++] = list[i];
    }
    if (k == 0) {
        snprintf(buf, size, "%s's %ss have no legal move",
                 colour_name(p->side), piece_name(r->type));
        return;
    }
    list_san(p, of_type, k, moves, sizeof moves);
    for (i = 0; moves[i]; i++)          /* a list, not alternatives */
        if (strncmp(moves + i, " or ", 4) == 0) {
            memmove(moves + i + 1, moves + i + 3, strlen(moves + i + 3) + 1);
            moves[i] = ',';
        }
    snprintf(buf, size, "%s's %s moves are %s", colour_name(p->side),
             piece_name(r->type), moves);
}

/* A wrong piece letter: when exactly one legal move goes to the square,
   and it is another type's, "; only the knight can go to f3: Nf3". */
static void other_piece(const Position *p, const Reading *r, char *buf,
                        size_t size)
{
    Move list[MAX_MOVES], found = { -1, -1 };
    int n = rules_legal_moves(p, list), i, count = 0;
    char san[SAN_SIZE], name[3];

    buf[0] = 0;
    for (i = 0; i < n; i++)
        if (list[i].to == r->to) {
            found = list[i];
            count++;
        }
    if (count != 1 || (r->type == WHITE_PAWN
                       ? (p->board[found.from] & TYPE_MASK) < KNIGHT
                       : (p->board[found.from] & TYPE_MASK) == r->type))
        return;
    san_write(p, found, NULL, san);
    snprintf(buf, size, "; only the %s can go to %s: %s",
             piece_name(p->board[found.from]), square_name(r->to, name), san);
}

/* No move of the walk fits the reading: say why, from the pieces it
   names. */
static void explain(const Position *p, const Reading *r, char *why,
                    size_t size)
{
    int squares[64], n = 0, square;
    char name[3], more[500], hint[80];

    if (r->castle) {
        int king = why_king_square(p, p->side);

        if (king != castling_from(p->side))
            snprintf(why, size, "%s can no longer castle: the king has moved",
                     colour_name(p->side));
        else
            why_not(p, king, king + 2 * r->castle, why, size);
        return;
    }
    if (r->from_file >= 0 && r->from_row >= 0) {
        int from = ROW * r->from_row + r->from_file;
        int code = p->board[from], type = code & TYPE_MASK;

        if (r->type != ANY_PIECE && (code & p->side)
            && (r->type == WHITE_PAWN ? type >= KNIGHT : type != r->type)) {
            snprintf(why, size, "the piece on %s is a %s, not a %s",
                     square_name(from, name), piece_name(code),
                     piece_name(r->type));
            return;
        }
        why_not(p, from, r->to, why, size);
        return;
    }
    for (square = 0; square < 0x78; square++)
        if (candidate(p, square, r))
            squares[n++] = square;
    if (n > 0 && (p->board[r->to] & p->side)) {
        snprintf(why, size, "your own %s stands on %s",
                 piece_name(p->board[r->to]), square_name(r->to, name));
        return;
    }
    if (n == 1) {
        Move m;

        m.from = squares[0];
        m.to = r->to;
        if (r->type == KING && is_castling(p, m)
            && rules_verdict(p, m.from, m.to) == RULES_LEGAL)
            snprintf(why, size, "to castle, type %s (or the king's squares, "
                     "%s%s)", r->to > m.from ? "O-O" : "O-O-O",
                     square_name(m.from, name),
                     square_name(r->to, more));
        else
            why_not(p, squares[0], r->to, why, size);
        return;
    }
    if (n == 0) {
        char where[24] = "";

        if (r->from_file >= 0 || r->type == WHITE_PAWN)
            snprintf(where, sizeof where, " on the %c-file",
                     'a' + (r->from_file >= 0 ? r->from_file : r->to & 7));
        else if (r->from_row >= 0)
            snprintf(where, sizeof where, " on rank %c", '8' - r->from_row);
        other_piece(p, r, hint, sizeof hint);
        snprintf(why, size, "%s has no %s%s%s", colour_name(p->side),
                 piece_name(r->type), where, hint);
        return;
    }
    legal_of_type(p, r, more, sizeof more);
    other_piece(p, r, hint, sizeof hint);
    snprintf(why, size, "no %s %s can move to %s; %s%s",
             p->side == WHITE ? "white" : "black", piece_name(r->type),
             square_name(r->to, name), more, hint);
}

/* Does the reading name a piece of the side to move (whether or not it
   can make the move)? */
static int names_a_piece(const Position *p, const Reading *r)
{
    int square;

    if (r->castle)
        return 1;
    if (r->from_file >= 0 && r->from_row >= 0)
        return (p->board[ROW * r->from_row + r->from_file] & p->side) != 0;
    for (square = 0; square < 0x78; square++)
        if (candidate(p, square, r))
            return 1;
    return 0;
}

/* Add the moves of the walk that fit r to set (without duplicates). */
static int add_fitting(const Position *p, const Reading *r, const Move *walk,
                       int n_walk, Move *set, int n)
{
    int i, k;

    for (i = 0; i < n_walk; i++) {
        if (!fits(p, walk[i], r))
            continue;
        for (k = 0; k < n; k++)
            if (set[k].from == walk[i].from && set[k].to == walk[i].to)
                break;
        if (k == n)
            set[n++] = walk[i];
    }
    return n;
}

/* An ambiguous text: its candidates, in words and as moves. */
static TypedResult refuse_ambiguous(const Position *p, const Move *moves,
                                    int n, char *why, size_t size,
                                    int *ambiguous, Move *candidates)
{
    *ambiguous = n;
    list_san(p, moves, n, why, size);
    if (candidates)
        memcpy(candidates, moves, (size_t)n * sizeof *moves);
    return TYPED_REFUSED;
}

TypedResult typed_reason(const Position *p, const char *text,
                         TypedMove *move, char *why, size_t size,
                         int *ambiguous, Move *candidates)
{
    Reading r[MOVE_TEXT_READINGS];
    Move walk[MAX_MOVES], named[MAX_MOVES], legal[MAX_MOVES];
    int n = move_text_read(text, r), n_walk, first, k, n_named = 0;
    int readings_naming = 0, n_legal = 0, i;
    const Reading *chosen = NULL;
    char name[3];

    *ambiguous = 0;
    if (n == 0)
        return TYPED_NOT_A_MOVE;
    /* A capture sign with nothing to capture (but en passant's square). */
    if (r[0].capture && !p->board[r[0].to] && r[0].to != p->ep_square) {
        snprintf(why, size, "there is nothing to capture on %s",
                 square_name(r[0].to, name));
        return TYPED_REFUSED;
    }
    n_walk = rules_walk_moves(p, walk);
    /* The readings with the fewest liberties that name a piece of the side
       to move decide (a lenient reading never wins over a standard one that
       names a piece: b1-a3 is the knight's move, not a bishop's from the
       first rank); among them, those that fit a move of the walk. */
    for (first = 0; first < n && !names_a_piece(p, &r[first]); first++)
        ;
    if (first == n) {
        explain(p, &r[0], why, size);
        return TYPED_REFUSED;
    }
    for (k = first; k < n && r[k].liberties == r[first].liberties; k++) {
        int before = n_named;

        if (!names_a_piece(p, &r[k]))
            continue;
        n_named = add_fitting(p, &r[k], walk, n_walk, named, n_named);
        if (n_named > before) {
            readings_naming++;
            chosen = &r[k];
        }
    }
    if (readings_naming == 0) {
        explain(p, &r[first], why, size);
        return TYPED_REFUSED;
    }
    if (readings_naming > 1)
        return refuse_ambiguous(p, named, n_named, why, size, ambiguous,
                                candidates);
    for (i = 0; i < n_named; i++)
        if (rules_verdict(p, named[i].from, named[i].to) == RULES_LEGAL)
            legal[n_legal++] = named[i];
    if (n_legal > 1)
        return refuse_ambiguous(p, legal, n_legal, why, size, ambiguous,
                                candidates);
    if (n_legal == 0) {
        why_not(p, named[0].from, named[0].to, why, size);
        return TYPED_REFUSED;
    }
    if (chosen->capture && !rules_is_capture(p, legal[0].from, legal[0].to)) {
        snprintf(why, size, "there is nothing to capture on %s",
                 square_name(legal[0].to, name));
        return TYPED_REFUSED;
    }
    if (chosen->promotion
        && !rules_is_promotion(p, legal[0].from, legal[0].to)) {
        snprintf(why, size, "only a pawn reaching the last rank promotes");
        return TYPED_REFUSED;
    }
    move->from = legal[0].from;
    move->to = legal[0].to;
    move->promotion = chosen->promotion ? chosen->promotion : QUEEN;
    return TYPED_LEGAL;
}

/* A promotion to a king or a pawn ("e8=K", "e8P"): the letter that
   makes it one, or 0.  The rest must read as a move ("e8=Q" would). */
static int bad_promotion(const char *text)
{
    char fixed[32];
    Reading r[MOVE_TEXT_READINGS];
    size_t n = strcspn(text, "+#!?");
    int letter;

    if (n < 3 || n >= sizeof fixed || !strchr("KkPp", text[n - 1]))
        return 0;
    letter = text[n - 1];
    if (!strchr("18", text[n - 2] == '=' ? text[n - 3] : text[n - 2]))
        return 0;
    memcpy(fixed, text, n);
    fixed[n - 1] = 'Q';
    fixed[n] = 0;
    return move_text_read(fixed, r) > 0 ? letter : 0;
}

/* A check or mate sign typed must be true: whoever types Qh5+ believes
   the move gives check, and a move played on a misread position is worse
   than a refusal.  ("+" is true of a mate too, as older texts write it.)
   Returns 1 when the signs are true (or absent), else 0 with a message. */
static int signs_true(const Position *p, const char *text,
                      const TypedMove *m, char *message, size_t size)
{
    int says_mate = strchr(text, '#') != NULL;
    int says_check = says_mate || strchr(text, '+') != NULL;
    int check, mate;
    Position after = *p;
    Move list[MAX_MOVES], played;
    char san[SAN_SIZE];

    if (!says_check)
        return 1;
    played.from = m->from;
    played.to = m->to;
    if (rules_is_promotion(p, m->from, m->to)) {
        rules_play(&after, m->from, m->to, NULL);
        after.board[m->to] = (uint8_t)((after.board[m->to] & ~TYPE_MASK)
                                       | m->promotion);
    } else {
        rules_play(&after, m->from, m->to, NULL);
    }
    check = rules_in_check(&after);
    mate = check && rules_legal_moves(&after, list) == 0;
    if (says_mate ? mate : check)
        return 1;
    san_write(p, played, &after, san);
    snprintf(message, size, "%s says %s, but the move is %s: %s. Type %s "
             "to play it.", text, says_mate ? "mate" : "check", san,
             check ? "check, not mate" : "no check", san);
    return 0;
}

TypedResult typed_move(const Position *p, const char *text, TypedMove *move,
                       char *message, size_t size)
{
    char why[600];
    int ambiguous, letter;
    TypedResult result = typed_reason(p, text, move, why, sizeof why,
                                      &ambiguous, NULL);

    if (result == TYPED_NOT_A_MOVE && (letter = bad_promotion(text)) != 0) {
        snprintf(message, size, "Illegal move %s: a pawn promotes to a "
                 "queen, rook, bishop or knight (=Q, =R, =B, =N), never to "
                 "a %s.", text, (letter | 0x20) == 'k' ? "king" : "pawn");
        return TYPED_REFUSED;
    }
    if (result == TYPED_REFUSED)
        snprintf(message, size, ambiguous ? "Ambiguous move %s: it could be "
                 "%s." : "Illegal move %s: %s.", text, why);
    if (result == TYPED_LEGAL && !signs_true(p, text, move, message, size))
        return TYPED_REFUSED;
    return result;
}
