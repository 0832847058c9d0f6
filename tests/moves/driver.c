/*
 * driver.c -- the friendly mode's move reader on a table of cases, for
 * tests/moves.bats: each input line "FEN <tab> typed text" gives one
 * output line "typed text <tab> answer", where the answer is the moves
 * read, as squares with the promotion letter (e2e4, e7e8n; a line of
 * several moves gives them all, separated by spaces), "! " and the
 * sentence that refuses the text, or "? not a move".
 *
 * It calls what the friendly mode calls (move_line_read(), typed_move()),
 * built from the same sources (Makefile: build/moves-driver), so the
 * table tests the reader itself, one process for thousands of cases, with
 * no search.
 */
#include <stdio.h>
#include <string.h>

#include "engine/board.h"
#include "engine/rules.h"
#include "engine/zobrist.h"
#include "front/fen.h"
#include "front/friendly/move_line.h"
#include "front/notation.h"

static void print_moves(Position p, const LineMove *moves, int n)
{
    int i;

    for (i = 0; i < n; i++) {
        const TypedMove *m = &moves[i].move;
        char from[3], to[3];
        int promotion = rules_is_promotion(&p, m->from, m->to);

        printf("%s%s%s", i ? " " : "", square_name(m->from, from),
               square_name(m->to, to));
        if (promotion)
            putchar(piece_letter(m->promotion) - 'A' + 'a');
        rules_play(&p, m->from, m->to, NULL);
        if (promotion)
            p.board[m->to] = (uint8_t)((p.board[m->to] & ~TYPE_MASK)
                                       | m->promotion);
    }
}

int main(void)
{
    static char line[8192];
    static LineMove moves[MOVE_LINE_MAX];
    Position start;

    board_setup();
    zobrist_init();
    start = pos;
    while (fgets(line, sizeof line, stdin)) {
        char *tab = strchr(line, '\t'), *end, message[1000], error[200];
        Position p = start;
        FenCounters counters;
        int n;

        line[strcspn(line, "\r\n")] = 0;
        if (line[0] == '#' || line[0] == 0)
            continue;
        if (!tab) {
            printf("?\t! no tab in the line\n");
            continue;
        }
        *tab++ = 0;
        end = strchr(tab, '\t');          /* a third column: ignored */
        if (end)
            *end = 0;
        printf("%s\t", tab);
        if (!fen_parse(line, &p, &counters, error, sizeof error)) {
            printf("! bad FEN: %s\n", error);
            continue;
        }
        n = move_line_read(&p, counters.fullmove, tab, moves, message,
                           sizeof message);
        if (n == 0)
            printf("? not a move");
        else if (n < 0)
            printf("! %s", message);
        else
            print_moves(p, moves, n);
        putchar('\n');
    }
    return 0;
}
