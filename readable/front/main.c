/*
 * main.c -- micro-Max 4.x, readable port: start-up.
 *
 * Reading order: readable/README.md.  In short, the engine first
 * (readable/engine/): board.h (how a position is stored), board.c (the
 * tables), zobrist.h and hash.h (the transposition table), version.h
 * (what each version changes), moves.h (one step of the move generator:
 * a ray square, the tests that stop it, make and unmake), search.c (the
 * search, in numbered steps), trace.c (--trace, the search tree), pv.c
 * (the principal variation, read back from the hash table), rules.c (the
 * move rules as a list, with moves.h).  Then the front ends
 * (readable/front/): this file, play.c (the terminal loop), fen.c
 * (position setup), game.c (the game record), think.c, clock.c, input.c
 * and report.c (a search the clock can stop, and its lines), xboard.c,
 * uci/ (uci.c, uci_game.c), friendly/ (the friendly mode: friendly.c and
 * what it uses, san.c, typed.c, pgn.c, endings.c, ...), bench.c and
 * perft.c.
 */
#include <stdio.h>

#include "bench.h"
#include "engine/board.h"
#include "engine/random.h"
#include "engine/search.h"
#include "engine/trace.h"
#include "engine/zobrist.h"
#include "fen.h"
#include "front/friendly/friendly.h"
#include "game.h"
#include "options.h"
#include "perft.h"
#include "play.h"
#include "selftest.h"
#include "front/uci/uci.h"
#include "xboard.h"

/* --selftest-random: the first ten values of rand() with the default
   seed, to compare with the C library (tests/readable.bats). */
static void print_random_vector(void)
{
    int i;

    for (i = 0; i < 10; i++)
        printf("%ld\n", (long)glibc_rand());
}

/* @umax:main */
int main(int argc, char **argv)
{
    Options opt;
    int status = parse_options(argc, argv, &opt);

    if (status >= 0)
        return status;
    /* No read-ahead on standard input: the protocol front ends read file
       descriptor 0 themselves once the first line is known (input.h). */
    setvbuf(stdin, NULL, _IONBF, 0);
    if (opt.selftest_random) {
        print_random_vector();
        return 0;
    }
    board_setup();
    zobrist_init();
    if (opt.fen) {
        Position start = pos;
        FenCounters counters;
        char error[200];

        if (!fen_parse(opt.fen, &start, &counters, error, sizeof error)) {
            fprintf(stderr, "%s: --fen: %s\n", argv[0], error);
            return 2;
        }
        game_start(&start, &counters);
    }
    ctl.kibitz = opt.kibitz;
    ctl.node_budget = opt.nodes;
    if (opt.trace)
        return trace_search(opt.trace - 1);
    if (opt.selftest_rules)
        return selftest_rules(opt.selftest_plies);
    if (opt.bench)
        return bench(opt.bench_nodes);
    if (opt.perft)
        return perft_command(opt.perft - 1, opt.divide);
    if (opt.xboard) {
        play_xboard(opt.nodes_given ? opt.nodes : 0);
    } else if (opt.uci) {
        play_uci(opt.nodes_given ? opt.nodes : 0, 0);
    } else if (opt.friendly) {
        return play_friendly(opt.play_black ? BLACK : 0, opt.pgn,
                             opt.openings, opt.seed);
    } else {
        switch (play_terminal(1)) {
        case PLAY_XBOARD:
            play_xboard(opt.nodes_given ? opt.nodes : 0);
            break;
        case PLAY_UCI:
            play_uci(opt.nodes_given ? opt.nodes : 0, 1);
            break;
        }
    }
    return 0;
}
