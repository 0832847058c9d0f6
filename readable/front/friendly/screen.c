/*
 * screen.c -- the friendly mode's board and colours (screen.h).
 */
#define _POSIX_C_SOURCE 200809L  /* isatty, fileno */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "front/notation.h"
#include "screen.h"

/* ANSI escape sequences (256-colour backgrounds, as most terminals
   have): light and dark squares, the last move's squares. */
#define RESET        "\033[0m"
#define LIGHT_SQUARE "\033[48;5;180m"
#define DARK_SQUARE  "\033[48;5;137m"
#define MOVED_SQUARE "\033[48;5;143m"
#define WHITE_PIECE  "\033[1;38;5;231m"
#define BLACK_PIECE  "\033[1;38;5;16m"

static int terminal, colour;

void screen_init(void)
{
    const char *no_colour = getenv("NO_COLOR"), *term = getenv("TERM");

    terminal = isatty(fileno(stdout)) && !(term && strcmp(term, "dumb") == 0);
    colour = terminal && !(no_colour && *no_colour);
}

void screen_thinking(int on)
{
    if (!terminal)
        return;
    /* Erase the line again before the move is printed: carriage return,
       then "erase to the end of the line". */
    fputs(on ? "micro-Max is thinking..." : "\r\033[K", stdout);
    fflush(stdout);
}

void screen_thinking_typed(const char *typed)
{
    if (!terminal)
        return;
    printf("\r\033[Kmicro-Max is thinking...%s%s%s", *typed ? " (typed ahead: " : "",
           typed, *typed ? ")" : "");
    fflush(stdout);
}

void screen_style(Style s)
{
    static const char *const codes[] = {
        RESET, "\033[1m", "\033[1;31m", "\033[1;31m", "\033[1;33m"
    };

    if (colour)
        fputs(codes[s], stdout);
}

/* The files in the order they are printed, for the label lines. */
static void file_labels(int bottom)
{
    int i;

    fputs(colour ? "    " : "   ", stdout);
    for (i = 0; i < 8; i++)
        printf(colour ? "%c  " : " %c",
               bottom == WHITE ? 'a' + i : 'h' - i);
    putchar('\n');
}

void screen_board(const Position *p, int bottom, int last_from, int last_to)
{
    int i, j;

    putchar('\n');
    file_labels(bottom);
    for (i = 0; i < 8; i++) {
        int row = bottom == WHITE ? i : 7 - i;

        printf("  %d", 8 - row);
        for (j = 0; j < 8; j++) {
            int file = bottom == WHITE ? j : 7 - j;
            int square = row * ROW + file, code = p->board[square];
            int letter = code & TYPE_MASK ? piece_fen_letter(code) : '.';

            if (!colour) {
                printf(" %c", letter);
                continue;
            }
            fputs(square == last_from || square == last_to ? MOVED_SQUARE
                  : (row + file) & 1 ? DARK_SQUARE : LIGHT_SQUARE, stdout);
            if (code & TYPE_MASK)
                printf(" %s%c ", code & WHITE ? WHITE_PIECE : BLACK_PIECE,
                       letter);
            else
                fputs("   ", stdout);
            fputs(RESET, stdout);
        }
        printf(" %d\n", 8 - row);
    }
    file_labels(bottom);
    putchar('\n');
}
