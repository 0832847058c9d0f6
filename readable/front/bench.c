/*
 * bench.c -- the benchmark (bench.h).
 *
 * The positions are those of compare/bench.txt, in its notation: the
 * input lines of the terminal program, "-" for an empty line (the engine
 * moves).  Each runs as `make bench` runs it, in a process of its own:
 * here the hash table is emptied and the hash lock reset between them
 * (4.8: the root's keys start from 0 again), which is the state of a
 * fresh process.  The number counted is
 * `make bench`'s: for every root search (each typed move is one, checked
 * by the root; each "-" one), the nodes at its last completed root
 * iteration, i.e. the "searched" figure of its last kibitz line.
 */
#define _POSIX_C_SOURCE 200809L  /* clock_gettime */

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "bench.h"
#include "engine/board.h"
#include "engine/hash.h"
#include "engine/search.h"
#include "game.h"

/* compare/bench.txt, without its comments (tests/uci-bench.bats checks that
   they are the same). */
static const char *const bench_cases[] = {
    "-",
    "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 -",
    "d2d4 g8f6 c2c4 e7e6 b1c3 f8b4 -",
    "e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3 a7a6 -",
    "e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 c2c3 g8f6 d2d4 e5d4 c3d4 c5b4 -",
    "g1h3 f7f5 b2b3 g8h6 c2c3 d7d5 g2g4 d5d4 e2e4 f5g4 h3g1 c8d7 "
    "c1a3 g7g5 f1c4 d4c3 f2f3 b7b6 h2h3 e7e5 d2d4 d7a4 c4a6 a4b5 "
    "b1d2 e8d7 h3h4 d7e8 h4h5 e5d4 -",
    "d2d4 c7c5 d4d5 g8h6 c1d2 e7e6 b2b3 e8e7 b1c3 h6f5 d1c1 e7d6 "
    "g2g4 g7g6 c3b1 h7h5 a2a3 f5e3 g4g5 h5h4 c2c4 d8g5 b1c3 f7f6 "
    "c3d1 b8a6 d2a5 b7b6 c1b1 a8b8 -",
    "h2h4 a7a5 b1c3 b7b6 g1h3 c8a6 b2b4 d7d6 c3d5 f7f6 b4a5 c7c6 "
    "e2e3 d8c7 f1b5 c7d7 a1b1 f6f5 b5c6 e7e5 h4h5 b6b5 h1g1 d7c6 "
    "g1f1 a6b7 d5c7 e8d7 a2a4 d7c7 d1e2 a8a6 f1h1 g8e7 b1b2 f5f4 "
    "e3f4 e7f5 b2b3 b7a8 b3b2 c7d8 e2b5 d8e8 d2d3 e8f7 b5b6 c6e8 "
    "b6d6 e8d8 b2a2 f7e8 d6c7 d8d6 g2g4 d6h6 e1f1 a8d5 c7e7 f8e7 "
    "f1g1 e7c5 c2c4 e8d8 c1d2 h6b6 d2c1 d5f3 c1e3 h8g8 a2c2 e5e4 "
    "e3d4 c5d4 h3g5 d8c7 h1h3 c7c6 g5e6 f5e7 g4g5 c6d6 c2e2 g8h8 "
    "c4c5 -",
    "d2d3 f7f6 h2h3 b7b6 h3h4 h7h5 a2a3 a7a5 a1a2 a8a6 h1h2 c8b7 "
    "c2c3 d7d5 b1d2 c7c5 d2b1 d8c7 c3c4 e7e5 a2a1 b8c6 c1d2 c7d6 "
    "d1c1 b7c8 c1c2 g8h6 c2c1 e8d7 e1d1 g7g5 c4d5 h6g8 d2e1 f8e7 "
    "b1d2 c6d8 d2e4 d8e6 c1e3 b6b5 a1a2 h8h6 d1c1 d6b8 g2g4 c8b7 "
    "e1a5 b8a8 e4c5 e7c5 c1d2 a6c6 e3f4 g5h4 g4g5 c5a3 a5c7 h4h3 "
    "f4c4 b7a6 c4b4 e6f4 g1f3 h5h4 b4d6 d7e8 f3d4 c6b6 d6b6 a6b7 "
    "d2c2 a8c8 e2e3 b5b4 h2h1 f4e6 b6b7 e6g5 c2d2 g5f3 d2d1 c8c7 "
    "f1g2 c7g7 -",
    "a2a4 b7b5 a4b5 a7a6 b5a6 c8b7 a6b7 b8c6 -",
};

#define CASES ((int)(sizeof bench_cases / sizeof bench_cases[0]))

/* ctl.nodes at the last completed root iteration of the root search
   under way: what kibitz prints last. */
static long last_iteration_nodes;

static void count_iteration(void)
{
    last_iteration_nodes = ctl.nodes;
}

static double now(void)
{
    struct timespec t;

    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* One case: its input lines, each one root search.  Returns its nodes. */
static long run_case(const char *text, long nodes)
{
    char words[2048], *word, *rest;
    long sum = 0;

    game_start_standard();          /* 4.8: empties the table, keys 0 */
    if (!KEEP_HASH)
        hash_clear();
    pos.hash_lock = 0;
    ctl.kibitz = 0;
    ctl.node_budget = nodes;
    ctl.root_report = count_iteration;
    snprintf(words, sizeof words, "%s", text);
    for (word = strtok_r(words, " ", &rest); word;
         word = strtok_r(NULL, " ", &rest)) {
        int from = THINK, to = 0, letter;
        Move played;

        if (strcmp(word, "-") != 0 && !game_parse_move(word, &from, &to, &letter))
            continue;                /* (every word of the table is a move) */
        last_iteration_nodes = 0;
        root_search(from, to, &played);
        sum += last_iteration_nodes;
    }
    ctl.root_report = NULL;
    return sum;
}

int bench(long nodes)
{
    long long total = 0;
    double seconds = 0;
    int i;

    for (i = 0; i < CASES; i++) {
        double start = now();
        long n = run_case(bench_cases[i], nodes);

        seconds += now() - start;
        total += n;
        printf("position %2d: %10ld nodes\n", i + 1, n);
        fflush(stdout);
    }
    printf("%lld nodes %lld nps\n", total,
           (long long)((double)total / (seconds > 0.001 ? seconds : 0.001)));
    return 0;
}
