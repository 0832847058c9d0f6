/*
 * move_text.c -- the readings of a typed move (move_text.h).
 *
 * A move is read from its end: an optional promotion (=Q, Q, q), the
 * destination square, an optional capture sign or dash, then what is
 * written of the origin: nothing, a file, a rank or a square, after an
 * optional piece letter.  Only the first character can be read two ways:
 * B and b are a bishop or the b-file.
 */
#include <string.h>

#include "engine/board.h"
#include "move_text.h"
#include "front/notation.h"

/* Longest text read: "Qa1-b2=Q" with slack; longer is no move. */
#define TEXT_MAX 15

static int is_lower_file(int c) { return c >= 'a' && c <= 'h'; }
static int is_upper_file(int c) { return c >= 'A' && c <= 'H'; }
static int is_rank(int c) { return c >= '1' && c <= '8'; }

/* A castling: O-O, 0-0, OO, o-o, and the same with three. */
static int castling(const char *s)
{
    size_t i, n = 0;

    for (i = 0; s[i]; i++) {
        if (s[i] == '-')
            continue;
        if (s[i] != 'O' && s[i] != 'o' && s[i] != '0')
            return 0;
        n++;
    }
    return n == 2 ? 1 : n == 3 ? -1 : 0;
}

/* Read an origin (the text between the piece letter and the destination:
   "", "g", "1", "g1"); returns 0 if it is none of these. */
static int origin(const char *s, size_t n, Reading *r)
{
    r->from_file = r->from_row = -1;
    if (n > 0 && (is_lower_file(s[0]) || is_upper_file(s[0]))) {
        r->upper_case |= is_upper_file(s[0]);
        r->from_file = (s[0] | 0x20) - 'a';
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

/* Add a reading of the prefix as a pawn or squares: the prefix starts with
   a file.  A file without a rank is a pawn's: a capture from that file
   (exd5), or leniently a push with its file written (ee4) or a capture
   without its x (ed5); with a rank it is the square of whatever stands
   there (e2e4, b1-a3).  A pawn cannot capture more than one file away. */
static void file_reading(const char *prefix, size_t n, Reading r,
                         Reading *out, int *count)
{
    if (!origin(prefix, n, &r))
        return;
    if (r.from_row >= 0) {
        r.type = ANY_PIECE;
    } else {
        int files = r.from_file - (r.to & 7);

        if (files > 1 || files < -1)
            return;
        r.type = WHITE_PAWN;
        r.liberties += files == 0 || !r.capture;
    }
    out[(*count)++] = r;
}

/* Add a reading of the prefix as a piece letter and an origin. */
static void piece_reading(const char *prefix, size_t n, int type,
                          int liberties, Reading r, Reading *out, int *count)
{
    r.type = type;
    r.liberties += liberties;
    if (origin(prefix + 1, n - 1, &r))
        out[(*count)++] = r;
}

int move_text_read(const char *text, Reading out[MOVE_TEXT_READINGS])
{
    char s[TEXT_MAX + 1];
    size_t n = 0, i;
    int count = 0, c, k;
    Reading r;

    if (strlen(text) > TEXT_MAX)
        return 0;
    for (i = 0; text[i]; i++)
        if (!strchr("+#!?", text[i]))
            s[n++] = text[i];
    s[n] = 0;
    if (n > 4 && strcmp(s + n - 4, "e.p.") == 0)
        s[n -= 4] = 0;
    memset(&r, 0, sizeof r);
    r.from_file = r.from_row = -1;
    if (n > 0 && (r.castle = castling(s)) != 0) {
        r.type = KING;
        out[count++] = r;
        return count;
    }
    /* The promotion: =Q, or a piece letter right after the last rank. */
    if (n >= 3 && strchr("QRBNqrbn", s[n - 1])
        && (s[n - 2] == '=' || is_rank(s[n - 2]))) {
        r.promotion = type_of_letter(s[n - 1] & ~0x20);
        n -= s[n - 2] == '=' ? 2 : 1;
    }
    /* The destination. */
    if (n < 2 || !is_rank(s[n - 1])
        || !(is_lower_file(s[n - 2]) || is_upper_file(s[n - 2])))
        return 0;
    r.upper_case = is_upper_file(s[n - 2]);
    r.to = ROW * ('8' - s[n - 1]) + ((s[n - 2] | 0x20) - 'a');
    n -= 2;
    /* A capture sign or a dash. */
    if (n > 0 && strchr("xX:-", s[n - 1])) {
        r.capture = s[n - 1] != '-';
        n--;
    }
    /* The first character: a piece letter, a file, or either. */
    c = n > 0 ? s[0] : 0;
    if (c == 0) {
        r.type = WHITE_PAWN;
        out[count++] = r;
    } else if (strchr("NRQK", c)) {
        piece_reading(s, n, type_of_letter(c), 0, r, out, &count);
    } else if (strchr("nrqk", c)) {
        piece_reading(s, n, type_of_letter(c & ~0x20), 1, r, out, &count);
    } else if (c == 'P' || c == 'p') {
        piece_reading(s, n, WHITE_PAWN, c == 'p', r, out, &count);
    } else if (c == 'B') {
        piece_reading(s, n, BISHOP, 0, r, out, &count);
        /* B as the upper-case b-file only in squares (B2B4): Bb4 is the
           bishop's move, never the pawn's. */
        if (n == 2 && is_rank(s[1]))
            file_reading(s, n, r, out, &count);
    } else if (c == 'b') {
        file_reading(s, n, r, out, &count);      /* SAN's b is the file */
        piece_reading(s, n, BISHOP, 1, r, out, &count);
    } else if (is_lower_file(c) || is_upper_file(c)) {
        file_reading(s, n, r, out, &count);
    }
    /* Upper-case files are one liberty, however many there are (E2E4). */
    for (k = 0; k < count; k++)
        out[k].liberties += out[k].upper_case;
    /* Fewest liberties first (a stable insertion sort of at most two). */
    for (i = 1; i < (size_t)count; i++)
        for (k = (int)i; k > 0 && out[k].liberties < out[k - 1].liberties;
             k--) {
            Reading t = out[k];

            out[k] = out[k - 1];
            out[k - 1] = t;
        }
    return count;
}
