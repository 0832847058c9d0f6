/*
 * play.c -- the terminal play loop: print the board, read a line, then
 * check and play the typed move, or think and play a move of its own.
 *
 * The quirks of the listing's input handling are part of its behaviour
 * (they decide what an odd line does), so they are kept here on purpose:
 *
 *  - A line is the bytes up to the first byte <= 10 (newline, but also
 *    NUL, TAB, ..., and EOF); that byte ends the line and is stored too.
 *  - Only the first 4 bytes are ever looked at.  Longer lines are read to
 *    their end and the rest is dropped (the listing's buffer overflowed
 *    there; docs/contract.md fixes that without changing what the 4 bytes are).
 *  - The buffer is not cleared between lines: a line shorter than 4 bytes
 *    leaves the bytes after its terminator from an earlier line.  (This
 *    cannot make a short ASCII line legal: see parse_move.)
 *  - The line counts as empty (think) only when its first byte is the
 *    newline itself; a line starting with another byte <= 10 is parsed as
 *    a move from whatever the buffer holds.
 *  - When a new line is needed and the first byte read is EOF, the
 *    program ends (exit status 0).
 */
#define _POSIX_C_SOURCE 200809L  /* isatty, poll */

#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "engine/board.h"
#include "engine/search.h"
#include "play.h"

/* 'a' - 16 * '8' + 799 == 0, the number of a8; see parse_move. */
#define SQUARE_OFFSET 799

/* @umax:read-line */
int read_line(InputLine *line)
{
    int n = 0, c;

    do {
        c = getchar();
        if (n < LINE_KEPT)
            line->c[n++] = c;
    } while (c > 10);
    return line->c[0] >= 0;
}

/*
 * Square numbers from characters: file letter f and rank digit r give
 * f - 16*r + 799, which is 16 * (8 - rank) + file for "a1".."h8" (a8 is
 * 0).  The origin is computed as an int; the destination is stored the
 * way the listing's `char L` stores it: truncated to a signed byte, so
 * some junk lines alias real squares ("e2aA" means e2a1).  Neither value
 * is checked: a junk square simply never matches a generated move.
 *
 * A line of 1 to 3 ASCII characters ended by a newline never matches: the
 * newline (10) takes a place in the formula.  One character: the origin
 * is c0 - 160 + 799, above 600.  Two: the destination is 10 - 16*c3 + 799,
 * 9 modulo 16, "file 9".  Three: the destination is c2 + 639, which
 * truncates to a negative byte for c2 < 129.  Bytes above 127, or another
 * control byte as the line end, can alias real moves ("e2" + byte 197 is
 * e2e4): that is the listing's behaviour, kept.
 */
static int signed_byte(int value)
{
    return (int)(((unsigned)value + 128u) & 0xffu) - 128;
}

/* @umax:parse-move */
void parse_move(const InputLine *line, int *from, int *to)
{
    if (line->c[0] == '\n') {
        *from = THINK;
        *to = 0;
        return;
    }
    *from = line->c[0] - 16 * line->c[1] + SQUARE_OFFSET;
    *to = signed_byte(line->c[2] - 16 * line->c[3] + SQUARE_OFFSET);
}

/*
 * The first line, when it may name a protocol: read like read_line() (the
 * same bytes end up in `line`), but the first few bytes are also kept to
 * compare.  A GUI sends "xboard" or "uci" as its very first command (with
 * or without a CR before the newline), as Fairy-Max and other engines
 * expect; for the listing it would be one more illegal move.  Returns
 * PLAY_XBOARD, PLAY_UCI, or 0 for any other line; *more is 0 when the
 * input had ended.
 */
static int read_first_line(InputLine *line, int *more)
{
    char first[8];
    int n = 0, c, length;

    do {
        c = getchar();
        if (n < LINE_KEPT)
            line->c[n] = c;
        if (n < (int)sizeof first)
            first[n] = (char)c;
        n++;
    } while (c > 10);
    *more = line->c[0] >= 0;
    length = n - 1;                      /* without the terminator */
    if (c != '\n' && c != EOF)
        return 0;
    if (length > 0 && length <= (int)sizeof first && first[length - 1] == '\r')
        length--;
    if (length == 6 && memcmp(first, "xboard", 6) == 0)
        return PLAY_XBOARD;
    if (length == 3 && memcmp(first, "uci", 3) == 0)
        return PLAY_UCI;
    return 0;
}

/* How long the first line may take to come before the board is printed
   (milliseconds): a GUI sends "uci" or "xboard" at once. */
#define FIRST_LINE_WAIT_MS 500

/* Has input arrived (or ended) within `ms` milliseconds? */
static int input_within(int ms)
{
    struct pollfd in = { STDIN_FILENO, POLLIN, 0 };

    return poll(&in, 1, ms) > 0;
}

/*
 * The listing's main loop.  Every line, legal or not, empty or not, is
 * one root search (which in 4.0-4.3 also uses up one hash lock).  Nothing
 * is printed but the board: an illegal move (but for one that 4.8's
 * playing pass prunes and plays, search.c), or a side with no legal move
 * left, simply leaves the position as it was.
 */
int play_terminal(int detect_xboard)
{
    InputLine line = { { 0, 0, 0, 0 } };
    int first = detect_xboard;
    /* A GUI (a pipe, not a terminal) gets no board before it has named
       its protocol: when the first line is there at once, it is read
       first, and the board printed after it unless it was "uci" or
       "xboard".  The bytes on standard output are the same (the board
       still comes before any answer).  A person at a terminal, or a
       program that waits for the board before it writes (the self-play
       audit), gets the board first. */
    int board_late = detect_xboard && !isatty(STDIN_FILENO)
                     && input_within(FIRST_LINE_WAIT_MS);

    for (;;) {
        int from, to;
        Move played;

        if (!board_late)
            board_print();
        if (first) {
            int more, protocol = read_first_line(&line, &more);

            first = 0;
            if (protocol)
                return protocol;
            if (board_late)
                board_print();
            board_late = 0;
            if (!more)
                return PLAY_EOF;
        } else if (!read_line(&line)) {
            return PLAY_EOF;
        }
        parse_move(&line, &from, &to);
        root_search(from, to, &played);
    }
}
