/*
 * main.c -- micro-Max 4.x, readable port: start-up.
 *
 * Reading order: README.md in this directory.  In short: board.h (how a
 * position is stored), board.c (the tables), zobrist.h and hash.h (the
 * transposition table), version.h (what each version changes), search.c
 * (move generation and search), play.c (the terminal loop).
 */
#include <stdio.h>

#include "board.h"
#include "options.h"
#include "play.h"
#include "random.h"
#include "search.h"
#include "zobrist.h"

/* --selftest-random: the first ten values of rand() with the default
   seed, to compare with the C library (tests/readable.bats). */
static void print_random_vector(void)
{
    int i;

    for (i = 0; i < 10; i++)
        printf("%ld\n", (long)glibc_rand());
}

int main(int argc, char **argv)
{
    Options opt;
    int status = parse_options(argc, argv, &opt);

    if (status >= 0)
        return status;
    if (opt.selftest_random) {
        print_random_vector();
        return 0;
    }
    board_setup();
    zobrist_init();
    ctl.kibitz = opt.kibitz;
    ctl.node_budget = DEFAULT_NODE_BUDGET;
    play_terminal();
    return 0;
}
