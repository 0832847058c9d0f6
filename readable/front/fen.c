/*
 * fen.c -- FEN in and out (fen.h; the mapping is explained in
 * docs/front-ends.md, "Position setup").
 *
 * The parser reads the six fields in order and stops at the first fault
 * with a message naming the field.  Only when every field is good is the
 * micro-Max state built:
 *
 *  - piece codes: colour bit + type, white pawns and black pawns being
 *    different types (board.h);
 *  - the virgin bit (MOVED clear) where the piece may never have moved:
 *    every piece on one of its own start squares (pawns: their start
 *    rank), except rooks, which are virgin only when the castling field
 *    grants their right.  micro-Max castles only with a virgin king and a
 *    virgin rook in the corner, so the rooks carry the rights; a king on
 *    e1 stays virgin as in a real game where only the rooks have moved
 *    (the bit also matters for the "magnetic king" of 4.3 and 4.8);
 *  - the en-passant square: the FEN's, or NO_SQUARE; but 0 for the start
 *    position itself, because that is what the real program holds before
 *    its first move, and it takes part in the root's hash index
 *    (docs/contract.md, "Facts that decide identity");
 *  - the evaluation: material only (see fen_material), because that is
 *    all the root keeps between moves;
 *  - the captured-material counter (4.3, 4.8) from the material missing.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/rules.h"
#include "fen.h"
#include "notation.h"

#define START_PLACEMENT "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"

/* Squares by name, 0x88 numbering (board.h): a8 is 0, h1 is 0x77. */
#define SQ(file, rank) (16 * (8 - (rank)) + (file))
#define A1 SQ(0, 1)
#define E1 SQ(4, 1)
#define H1 SQ(7, 1)
#define A8 SQ(0, 8)
#define E8 SQ(4, 8)
#define H8 SQ(7, 8)

/* How many of each type a side starts with (index: type). */
static const int start_count[8] = { 0, 8, 8, 2, 1, 2, 2, 1 };

/* Let the compiler check the format strings of fail(). */
#if defined(__GNUC__)
#define PRINTF_LIKE(f, a) __attribute__((format(printf, f, a)))
#else
#define PRINTF_LIKE(f, a)
#endif

static int fail(char *error, size_t size, const char *format, ...)
    PRINTF_LIKE(3, 4);

/* Write a formatted message into the caller's buffer; returns 0 (the
   parser's "failed"). */
static int fail(char *error, size_t size, const char *format, ...)
{
    va_list args;

    va_start(args, format);
    vsnprintf(error, size, format, args);
    va_end(args);
    return 0;
}

/* A character for a message: itself if printable ASCII, else '?'. */
static int printable(int c)
{
    return c >= 32 && c < 127 ? c : '?';
}

/* Would this piece be on one of its start squares? */
static int on_start_square(int code, int square)
{
    int row = square >> 4, type = code & TYPE_MASK;

    if (type == WHITE_PAWN)
        return row == 6;
    if (type == BLACK_PAWN)
        return row == 1;
    return row == ((code & WHITE) ? 7 : 0) && back_rank[square & 7] == type;
}

/*
 * The starting evaluation: material of the side to move minus the other's,
 * with the search's piece values (4.0-4.3: pawn 99, knight and bishop 297,
 * rook 495, queen 891; 4.8: board.c, PIECE_UNIT).  micro-Max's evaluation
 * is differential: every move in the search adds its own gain (material,
 * centre points, pawn structure, castling, king safety) to its parent's
 * value, but when a move is really played the root keeps only its gain
 * (search.c play_root_move(): captures and promotions, and in 4.8 the
 * pawn bonuses).  So between moves the value is exactly the material
 * balance as micro-Max counted it, and a position from FEN starts from
 * that: a queen beyond a side's first counts as a promoted one,
 * promoted_queen_eval() (board.h; 4.0-4.3 count it 7 more than a queen,
 * 4.8 3 less for White and 4 less for Black), and in 4.8 a pawn on its 6th or 7th rank counts the bonus
 * bits of its code (fen_bonus_bits()).
 */
/*
 * 4.8 (GRADUAL_PROMOTION): the bonus bits a game would have left in the
 * codes (board.h): a pawn on its 6th rank got ADVANCED (64) on arriving
 * there, and one on its 7th another 64, which carries into bit 7 (White
 * 105 and 169, Black 114 and 178).  A promoted queen has none: promotion
 * wraps its code to a plain queen's.  4.0-4.3: nothing.
 */
static void fen_bonus_bits(uint8_t *board)
{
    int square;

    if (!GRADUAL_PROMOTION)
        return;
    for (square = 0; square < 0x78; square++) {
        int code = board[square], row = square >> 4, type = code & TYPE_MASK;

        if ((square & OFF_BOARD) || !code)
            continue;
        if ((type == WHITE_PAWN && row == 2) || (type == BLACK_PAWN && row == 5))
            board[square] = (uint8_t)(code + ADVANCED);
        if ((type == WHITE_PAWN && row == 1) || (type == BLACK_PAWN && row == 6))
            board[square] = (uint8_t)(code + 2 * ADVANCED);
    }
}

static int fen_material(const uint8_t *board, int side)
{
    int square, balance = 0, queens[2] = { 0, 0 };

    for (square = 0; square < 0x78; square++) {
        int code = board[square], value;

        if ((square & OFF_BOARD) || !code)
            continue;
        value = PIECE_UNIT * piece_value[code & TYPE_MASK];
        if ((code & TYPE_MASK) == KING)
            value = 0;
        if ((code & TYPE_MASK) == QUEEN
            && queens[(code & WHITE) != 0]++ > 0)
            value = promoted_queen_eval(code & BOTH_SIDES);
        if (GRADUAL_PROMOTION)
            value += code & BONUS_BITS;
        balance += (code & side) ? value : -value;
    }
    return balance;
}

/*
 * The captured-material counter (4.3 and 4.8): the root adds gain / 128
 * for every move it plays (what each capture counts:
 * docs/how-it-searches.md, "4.8 gotchas").  From a FEN we can only see what is missing from, or
 * extra to, each side's starting set: missing pieces count as captured,
 * extra pieces as promoted.  What cannot be seen: a capture and a
 * promotion that cancel out, a promotion combined with a capture, which
 * rounds differently, and in 4.8 a capture that the bonus bits round up;
 * in 4.3 the counter only matters
 * near its threshold, 30; in 4.8 also near 35, and on every pawn move,
 * which earns a quarter of it.
 */
static int fen_captured(const uint8_t *board)
{
    int count[2][8] = { { 0 } };
    int square, colour, type, captured = 0;

    for (square = 0; square < 0x78; square++) {
        int code = board[square];

        if (!(square & OFF_BOARD) && code)
            count[(code & WHITE) != 0][code & TYPE_MASK]++;
    }
    for (colour = 0; colour < 2; colour++)
        for (type = KNIGHT; type <= QUEEN; type++) {
            int missing = start_count[type] - count[colour][type];

            if (type == KING)
                continue;
            if (missing > 0)
                captured += missing * (PIECE_UNIT * piece_value[type] / 128);
            else
                captured += -missing * (promotion_gain(colour ? WHITE : BLACK)
                                        / 128);
        }
    return captured;
}

/*
 * Material no game can reach: more than 8 pawns, or more pieces beyond the
 * starting set (a third knight, a second queen, ...) than pawns have gone
 * to promote.  Such positions are refused: besides being impossible, a
 * board full of queens keeps 4.2's full-width capture search from
 * finishing a move (fuzz/README.md, "Open findings").
 */
static int check_material(const uint8_t *board, char *error, size_t size)
{
    int count[2][8] = { { 0 } };
    int square, colour, type;

    for (square = 0; square < 0x78; square++)
        if (!(square & OFF_BOARD) && board[square])
            count[(board[square] & WHITE) != 0][board[square] & TYPE_MASK]++;
    for (colour = 0; colour < 2; colour++) {
        int pawns = count[colour][WHITE_PAWN] + count[colour][BLACK_PAWN];
        int promoted = 0;

        for (type = KNIGHT; type <= QUEEN; type++)
            if (type != KING && count[colour][type] > start_count[type])
                promoted += count[colour][type] - start_count[type];
        if (pawns > 8)
            return fail(error, size, "piece placement field: %s has %d pawns, "
                        "at most 8", colour_name(colour ? WHITE : BLACK), pawns);
        if (promoted > 8 - pawns)
            return fail(error, size, "piece placement field: %s has %d pieces "
                        "beyond its starting set but only %d pawns could have "
                        "promoted", colour_name(colour ? WHITE : BLACK), promoted,
                        8 - pawns);
    }
    return 1;
}

/* Field 1: the pieces, rank 8 first.  Fills board[] with unmoved pieces. */
static int parse_placement(const char *field, uint8_t *board,
                           char *error, size_t size)
{
    int row = 0, file = 0, kings[2] = { 0, 0 }, square;
    const char *c;
    char name[3];

    for (c = field; *c; c++) {
        if (*c == '/') {
            if (file != 8)
                return fail(error, size, "piece placement field: rank %d has "
                            "%d squares, expected 8", 8 - row, file);
            if (++row > 7)
                return fail(error, size, "piece placement field: more than 8 "
                            "ranks");
            file = 0;
        } else if (*c >= '1' && *c <= '8') {
            file += *c - '0';
            if (file > 8)
                return fail(error, size, "piece placement field: rank %d has "
                            "more than 8 squares", 8 - row);
        } else {
            int code = piece_of_fen_letter((unsigned char)*c);

            if (!code)
                return fail(error, size, "piece placement field: '%c' is not "
                            "a piece (PNBRQK, pnbrqk) or a count 1-8",
                            printable((unsigned char)*c));
            if (file > 7)
                return fail(error, size, "piece placement field: rank %d has "
                            "more than 8 squares", 8 - row);
            board[row * ROW + file++] = (uint8_t)code;
        }
    }
    if (row != 7)
        return fail(error, size, "piece placement field: %d ranks, expected 8",
                    row + 1);
    if (file != 8)
        return fail(error, size, "piece placement field: rank 1 has %d "
                    "squares, expected 8", file);
    for (square = 0; square < 0x78; square++) {
        int code = board[square];

        if (square & OFF_BOARD)
            continue;
        if ((code & TYPE_MASK) == KING)
            kings[(code & WHITE) != 0]++;
        if ((code & TYPE_MASK) && (code & TYPE_MASK) < KNIGHT
            && ((square >> 4) == 0 || (square >> 4) == 7))
            return fail(error, size, "piece placement field: a pawn on %s "
                        "(rank 1 or 8)", square_name(square, name));
    }
    if (kings[1] != 1)
        return fail(error, size, "piece placement field: White has %d kings, "
                    "expected 1", kings[1]);
    if (kings[0] != 1)
        return fail(error, size, "piece placement field: Black has %d kings, "
                    "expected 1", kings[0]);
    return check_material(board, error, size);
}

/* Field 3: castling rights, checked against the board.  Sets the
   virgin-or-not bits of kings and rooks. */
static int parse_castling(const char *field, uint8_t *board,
                          char *error, size_t size)
{
    static const struct {
        char letter;
        int king, rook, colour;
    } right[4] = {
        { 'K', E1, H1, WHITE }, { 'Q', E1, A1, WHITE },
        { 'k', E8, H8, BLACK }, { 'q', E8, A8, BLACK }
    };
    int granted[4] = { 0, 0, 0, 0 };
    int i, square;
    const char *c;
    char name[3];

    if (strcmp(field, "-") != 0) {
        for (c = field; *c; c++) {
            for (i = 0; i < 4 && right[i].letter != *c; i++)
                ;
            if (i == 4)
                return fail(error, size, "castling field: '%s': '%c' is not "
                            "K, Q, k, q or -", field,
                            printable((unsigned char)*c));
            if (granted[i]++)
                return fail(error, size, "castling field: '%s': '%c' twice",
                            field, *c);
        }
    }
    for (i = 0; i < 4; i++) {
        if (!granted[i])
            continue;
        if (board[right[i].king] != right[i].colour + KING)
            return fail(error, size, "castling field: '%c' needs the %s king "
                        "on %s", right[i].letter,
                        right[i].colour == WHITE ? "white" : "black",
                        square_name(right[i].king, name));
        if (board[right[i].rook] != right[i].colour + ROOK)
            return fail(error, size, "castling field: '%c' needs a %s rook "
                        "on %s", right[i].letter,
                        right[i].colour == WHITE ? "white" : "black",
                        square_name(right[i].rook, name));
    }
    /* Rooks are virgin only with their right; everything else (the king
       too) when it stands on a start square of its own. */
    for (square = 0; square < 0x78; square++) {
        int code = board[square], type = code & TYPE_MASK, virgin;

        if ((square & OFF_BOARD) || !code)
            continue;
        if (type == ROOK)
            virgin = (square == H1 && granted[0]) || (square == A1 && granted[1])
                  || (square == H8 && granted[2]) || (square == A8 && granted[3]);
        else
            virgin = on_start_square(code, square);
        if (!virgin)
            board[square] = (uint8_t)(code | MOVED);
    }
    return 1;
}

/* Field 4: "-" or the square a pawn just skipped. */
static int parse_en_passant(const char *field, const uint8_t *board, int side,
                            int *ep, char *error, size_t size)
{
    int square, pawn_sq, from_sq, mover = BOTH_SIDES - side;
    char name[3];

    if (strcmp(field, "-") == 0) {
        *ep = NO_SQUARE;
        return 1;
    }
    if (strlen(field) != 2 || field[0] < 'a' || field[0] > 'h'
        || field[1] < '1' || field[1] > '8')
        return fail(error, size, "en passant field: '%s' is not a square "
                    "or -", field);
    square = SQ(field[0] - 'a', field[1] - '0');
    if (field[1] != (side == WHITE ? '6' : '3'))
        return fail(error, size, "en passant field: %s is not on rank %c "
                    "(%s to move)", field, side == WHITE ? '6' : '3',
                    colour_name(side));
    pawn_sq = square + (side == WHITE ? ROW : -ROW);
    from_sq = square - (side == WHITE ? ROW : -ROW);
    if (board[square] || board[from_sq])
        return fail(error, size, "en passant field: %s: the pawn's path is "
                    "not empty", field);
    if ((board[pawn_sq] & ~MOVED) != mover + (mover == WHITE ? WHITE_PAWN
                                                           : BLACK_PAWN))
        return fail(error, size, "en passant field: %s: no %s pawn on %s",
                    field, mover == WHITE ? "white" : "black",
                    square_name(pawn_sq, name));
    *ep = square;
    return 1;
}

/* Fields 5 and 6: a decimal number, at least `min`. */
static int parse_counter(const char *field, const char *name, int min,
                         int *value, char *error, size_t size)
{
    char *end;
    long n;

    if (field[0] < '0' || field[0] > '9')
        return fail(error, size, "%s field: '%s' is not a number", name, field);
    n = strtol(field, &end, 10);
    if (*end || n < min || n > 1000000)
        return fail(error, size, "%s field: '%s' is not a number from %d to "
                    "1000000", name, field, min);
    *value = (int)n;
    return 1;
}

int fen_parse(const char *text, Position *p, FenCounters *counters,
              char *error, size_t error_size)
{
    static const char *const names[6] = {
        "piece placement", "side to move", "castling", "en passant",
        "halfmove clock", "fullmove number"
    };
    char copy[512];
    char *field[7];
    int n = 0, ep = NO_SQUARE;
    Position q;
    FenCounters k = { 0, 1 };
    char *s;

    if (strlen(text) >= sizeof copy)
        return fail(error, error_size, "the FEN is longer than %d characters",
                    (int)sizeof copy - 1);
    strcpy(copy, text);
    for (s = strtok(copy, " \t\r\n"); s && n < 7; s = strtok(NULL, " \t\r\n"))
        field[n++] = s;
    if (n == 0)
        return fail(error, error_size, "piece placement field: missing");
    if (n > 6)
        return fail(error, error_size, "text after the fullmove number "
                    "field: '%s'", field[6]);

    memset(&q, 0, sizeof q);
    if (!parse_placement(field[0], q.board, error, error_size))
        return 0;
    if (n < 2)
        return fail(error, error_size, "%s field: missing", names[1]);
    if (strcmp(field[1], "w") != 0 && strcmp(field[1], "b") != 0)
        return fail(error, error_size, "side to move field: '%s', expected "
                    "w or b", field[1]);
    q.side = field[1][0] == 'w' ? WHITE : BLACK;
    if (n < 3)
        return fail(error, error_size, "%s field: missing", names[2]);
    if (!parse_castling(field[2], q.board, error, error_size))
        return 0;
    if (n < 4)
        return fail(error, error_size, "%s field: missing", names[3]);
    if (!parse_en_passant(field[3], q.board, q.side, &ep, error, error_size))
        return 0;
    if (n >= 5 && !parse_counter(field[4], names[4], 0, &k.halfmove,
                                 error, error_size))
        return 0;
    if (n >= 6 && !parse_counter(field[5], names[5], 1, &k.fullmove,
                                 error, error_size))
        return 0;

    /* The real start: en-passant square 0, as before the first move. */
    if (strcmp(field[0], START_PLACEMENT) == 0 && q.side == WHITE
        && strcmp(field[2], "KQkq") == 0 && ep == NO_SQUARE)
        ep = 0;
    q.ep_square = ep;
    if (rules_other_in_check(&q))
        return fail(error, error_size, "side to move field: %s is to move, "
                    "but %s is in check", colour_name(q.side),
                    colour_name(BOTH_SIDES - q.side));
    board_fill_centre(q.board);
    fen_bonus_bits(q.board);
    q.eval = fen_material(q.board, q.side);
    q.captured = fen_captured(q.board);
    q.hash_lock = p->hash_lock;
    *p = q;
    *counters = k;
    return 1;
}

void fen_write(const Position *p, const FenCounters *counters, char *buf)
{
    char *out = buf;
    int row, file, ep = p->ep_square;

    for (row = 0; row < 8; row++) {
        int empty = 0;

        for (file = 0; file < 8; file++) {
            int code = p->board[row * ROW + file];

            if (!(code & TYPE_MASK)) {
                empty++;
                continue;
            }
            if (empty)
                *out++ = (char)('0' + empty);
            empty = 0;
            *out++ = (char)piece_fen_letter(code);
        }
        if (empty)
            *out++ = (char)('0' + empty);
        if (row < 7)
            *out++ = '/';
    }
    *out++ = ' ';
    *out++ = p->side == WHITE ? 'w' : 'b';
    *out++ = ' ';
    if (p->board[E1] == WHITE + KING && p->board[H1] == WHITE + ROOK)
        *out++ = 'K';
    if (p->board[E1] == WHITE + KING && p->board[A1] == WHITE + ROOK)
        *out++ = 'Q';
    if (p->board[E8] == BLACK + KING && p->board[H8] == BLACK + ROOK)
        *out++ = 'k';
    if (p->board[E8] == BLACK + KING && p->board[A8] == BLACK + ROOK)
        *out++ = 'q';
    if (out[-1] == ' ')
        *out++ = '-';
    *out++ = ' ';
    /* A square a pawn skipped: empty, on rank 3 or 6.  (After castling
       the engine keeps the rook's square here, and before the first move
       0: neither is an en-passant square.) */
    if (!(ep & OFF_BOARD) && !p->board[ep] && ((ep >> 4) == 2 || (ep >> 4) == 5)) {
        out += strlen(square_name(ep, out));
    } else {
        *out++ = '-';
    }
    sprintf(out, " %d %d", counters->halfmove, counters->fullmove);
}
