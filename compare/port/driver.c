/*
 * driver.c -- the published program's line protocol around a port built as
 * a C library (adapter.h): print the board, read a line, check and play a
 * typed move or let the engine move, repeat until end of input.  The board
 * is printed as micro-Max 4.8 prints it: a row as eight symbols, White's
 * pawns '*', Black's '+', empty squares '.'.  compare/port.sh --lib builds
 * it with the user's adapter.
 */
#include <stdio.h>
#include <string.h>

#include "adapter.h"

void port_kibitz(int ply, long nodes, int score, int from, int to)
{
    printf("%2d ply, %9ld searched, score=%6d by %c%c%c%c\n", ply, nodes,
           score, 'a' + (from & 7), '8' - (from >> 4 & 7),
           'a' + (to & 7), '8' - (to >> 4 & 7));
}

static void print_board(void)
{
    int row, file;

    for (row = 0; row < 8; row++) {
        for (file = 0; file < 8; file++) {
            char piece = port_piece(16 * row + file);
            putchar(piece == 'P' ? '*' : piece == 'p' ? '+' : piece);
        }
        putchar('\n');
    }
    fflush(stdout);
}

int main(void)
{
    char line[256];

    port_reset();
    print_board();
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\n")] = '\0';
        if (line[0] == '\0') {
            port_think();
        } else {
            /* The listing's squares from the first four characters, for
               any characters: file - 16 * rank + 799. */
            char c[4] = { 0, 0, 0, 0 };
            memcpy(c, line, strlen(line) < 4 ? strlen(line) : 4);
            port_play(c[0] - 16 * c[1] + 799, c[2] - 16 * c[3] + 799);
        }
        print_board();
    }
    return 0;
}
