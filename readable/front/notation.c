/*
 * notation.c -- names of colours, squares and pieces (notation.h).
 * Plain ASCII on purpose: no locale may change what a move or a FEN means.
 */
#include <string.h>

#include "notation.h"

const char *colour_name(int side)
{
    return side == WHITE ? "White" : "Black";
}

char *square_name(int square, char *buf)
{
    buf[0] = (char)FILE_CHAR(square);
    buf[1] = (char)RANK_CHAR(square);
    buf[2] = 0;
    return buf;
}

int square_parse(const char *text)
{
    if (text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8')
        return -1;
    return ROW * ('8' - text[1]) + (text[0] - 'a');
}

int piece_letter(int code)
{
    /* Index: type; both pawn types are P. */
    static const char letters[8] = { '?', 'P', 'P', 'N', 'K', 'B', 'R', 'Q' };

    return letters[code & TYPE_MASK];
}

int piece_fen_letter(int code)
{
    int letter = piece_letter(code);

    return (code & BLACK) ? letter - 'A' + 'a' : letter;
}

int piece_of_fen_letter(int letter)
{
    static const char letters[] = "PNBRQKpnbrqk";
    static const int codes[12] = {
        WHITE + WHITE_PAWN, WHITE + KNIGHT, WHITE + BISHOP,
        WHITE + ROOK, WHITE + QUEEN, WHITE + KING,
        BLACK + BLACK_PAWN, BLACK + KNIGHT, BLACK + BISHOP,
        BLACK + ROOK, BLACK + QUEEN, BLACK + KING
    };
    const char *at = letter ? strchr(letters, letter) : NULL;

    return at ? codes[at - letters] : 0;
}

int type_of_letter(int letter)
{
    switch (letter) {
    case 'N': return KNIGHT;
    case 'B': return BISHOP;
    case 'R': return ROOK;
    case 'Q': return QUEEN;
    case 'K': return KING;
    default:  return 0;
    }
}

int promotion_type(int letter)
{
    switch (letter) {
    case 'q': return QUEEN;
    case 'r': return ROOK;
    case 'b': return BISHOP;
    case 'n': return KNIGHT;
    default:  return 0;
    }
}

const char *piece_name(int code)
{
    static const char *const names[8] = {
        "nothing", "pawn", "pawn", "knight", "king", "bishop", "rook", "queen"
    };

    return names[code & TYPE_MASK];
}
