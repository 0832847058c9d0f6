/*
 * perft.c -- move path counts (perft.h), from the front ends' move rules
 * (engine/rules.c), which follow the search's generator test for test.
 */
#define _POSIX_C_SOURCE 200809L  /* clock_gettime */

#include <stdio.h>
#include <time.h>

#include "engine/rules.h"
#include "game.h"
#include "perft.h"

long long perft(const Position *p, int depth)
{
    Move list[MAX_MOVES];
    long long total = 0;
    int n, i;

    if (depth == 0)
        return 1;
    n = rules_legal_moves(p, list);
    if (depth == 1)
        return n;                /* the last ply: count, do not play */
    for (i = 0; i < n; i++) {
        Position next = *p;

        rules_play(&next, list[i].from, list[i].to, NULL);
        total += perft(&next, depth - 1);
    }
    return total;
}

static double now(void)
{
    struct timespec t;

    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

int perft_command(int depth, int divide)
{
    double start = now(), seconds;
    long long total = 0;

    if (divide && depth > 0) {
        Move list[MAX_MOVES];
        int n = rules_legal_moves(&pos, list), i;

        for (i = 0; i < n; i++) {
            Position next = pos;
            char text[6];
            long long count;

            rules_play(&next, list[i].from, list[i].to, NULL);
            count = perft(&next, depth - 1);
            game_move_text(&pos, list[i], text);
            printf("%s: %lld\n", text, count);
            total += count;
        }
        putchar('\n');
    } else {
        total = perft(&pos, depth);
    }
    seconds = now() - start;
    printf("Nodes searched: %lld\n", total);
    printf("Time: %.3f s (%.0f nodes per second)\n", seconds,
           (double)total / (seconds > 0.001 ? seconds : 0.001));
    return 0;
}
