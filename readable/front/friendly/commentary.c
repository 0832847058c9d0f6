/*
 * commentary.c -- the evaluation, the expected line and the time used,
 * for the friendly mode (commentary.h).
 */
#define _POSIX_C_SOURCE 200809L  /* clock_gettime */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "commentary.h"
#include "engine/board.h"
#include "engine/pv.h"
#include "engine/rules.h"
#include "engine/search.h"
#include "engine/version.h"
#include "front/fen.h"
#include "front/game.h"
#include "front/notation.h"
#include "san.h"

static struct {
    int hidden;                /* quiet                                  */
    /* the last search of micro-Max: */
    int searched;              /* there was one in this game             */
    Position root;             /* the position it searched               */
    int move_number;           /*   and its move number                  */
    int score, depth;          /* its last completed iteration           */
    Move pv[PV_MAX];           /*   and the line it expects              */
    int pv_length;
    /* the clocks: */
    double used[2];            /* seconds, [0] White, [1] Black          */
    struct timespec last_move; /* when the last move ended               */
} c;

static double now_seconds(void)
{
    struct timespec t;

    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static double since_last_move(void)
{
    return now_seconds() - ((double)c.last_move.tv_sec
                            + (double)c.last_move.tv_nsec / 1e9);
}

void commentary_show(int on)
{
    c.hidden = !on;
}

int commentary_shown(void)
{
    return !c.hidden;
}

void commentary_new_game(void)
{
    c.searched = 0;
    c.used[0] = c.used[1] = 0;
    clock_gettime(CLOCK_MONOTONIC, &c.last_move);
}

/* ctl.root_report: after each completed root iteration of the thinking
   (not of the final check of the chosen move, when ctl.from is set),
   the score and the line from the hash table.  During the search, pos is
   the root, and ctl.root_key, ctl.root_lock are this search's root keys. */
static void after_iteration(void)
{
    if (ctl.from != THINK)
        return;
    c.score = ctl.root_score;
    /* A mate ends the deepening by recording its iteration as MATE_DEPTH
       (search.c): it was the one after the last. */
    c.depth = ctl.root_iteration == MATE_DEPTH - 1 ? c.depth + 1
                                                   : ctl.root_iteration;
    c.pv_length = pv_from_hash(&pos, ctl.root_key, ctl.root_lock, c.pv,
                               pv_full_width_plies(ctl.root_iteration));
    if (c.pv_length == 0) {
        c.pv[0].from = ctl.root_from;
        c.pv[0].to = ctl.root_to;
        c.pv_length = 1;
    }
}

void commentary_before_search(void)
{
    char fen[FEN_SIZE];

    c.root = pos;
    game_fen(fen);
    c.move_number = atoi(strrchr(fen, ' ') + 1);
    c.depth = 0;
    c.pv_length = 0;
    ctl.root_report = after_iteration;
}

void commentary_after_search(void)
{
    ctl.root_report = NULL;
    c.searched = c.pv_length > 0;
}

void commentary_moved(int side, double seconds)
{
    if (seconds < 0)
        seconds = since_last_move();
    c.used[side == BLACK] += seconds;
    clock_gettime(CLOCK_MONOTONIC, &c.last_move);
}

int commentary_last_score(int side, int *score)
{
    *score = side == c.root.side ? c.score : -c.score;
    return c.searched;
}

void commentary_pawns(int score, int side, char *buf, size_t size)
{
    int mate = pv_mate_moves(score);
    int white = side == WHITE ? score : -score;

    if (mate)
        snprintf(buf, size, "%s mates in %d",
                 colour_name((mate > 0) == (side == WHITE) ? WHITE : BLACK),
                 abs(mate));
    else          /* (a pawn is PAWN_SCORE of the search's units) */
        snprintf(buf, size, "%+.2f (White's view)",
                 (double)white / PAWN_SCORE);
}

/* The line, numbered, in SAN: "1... Nc6 2. d4 d5". */
static void print_line(void)
{
    Position p = c.root;
    int number = c.move_number, i;

    for (i = 0; i < c.pv_length; i++) {
        Position before = p;
        char san[SAN_SIZE];

        if (!rules_play(&p, c.pv[i].from, c.pv[i].to, NULL))
            break;
        /* (rules_play keeps no evaluation: SAN needs only the board) */
        san_write(&before, c.pv[i], &p, san);
        if (before.side == WHITE)
            printf(" %d. %s", number, san);
        else if (i == 0)
            printf(" %d... %s", number, san);
        else
            printf(" %s", san);
        if (before.side == BLACK)
            number++;
    }
}

/* Seconds as m:ss. */
static void print_time(double seconds)
{
    long s = (long)(seconds + 0.5);

    printf("%ld:%02ld", s / 60, s % 60);
}

void commentary_print(void)
{
    char value[40];

    if (c.hidden)
        return;
    if (c.searched) {
        commentary_pawns(c.score, c.root.side, value, sizeof value);
        printf("Evaluation: %s, depth %d:", value, c.depth);
        print_line();
        putchar('\n');
    }
    printf("Time used: White ");
    print_time(c.used[0]);
    printf(", Black ");
    print_time(c.used[1]);
    printf(".\n");
}
