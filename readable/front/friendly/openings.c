/*
 * openings.c -- the list of common openings and their random choice
 * (openings.h).
 */
#define _POSIX_C_SOURCE 200809L  /* clock_gettime */

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "engine/rules.h"
#include "front/game.h"
#include "openings.h"
#include "san.h"

const Opening openings[] = {
    { "Ruy Lopez", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6" },
    { "Italian Game", "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5" },
    { "Two Knights Defence", "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6" },
    { "Evans Gambit", "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. b4" },
    { "Scotch Game", "1. e4 e5 2. Nf3 Nc6 3. d4 exd4 4. Nxd4" },
    { "Four Knights Game", "1. e4 e5 2. Nf3 Nc6 3. Nc3 Nf6" },
    { "Petrov's Defence", "1. e4 e5 2. Nf3 Nf6" },
    { "Philidor Defence", "1. e4 e5 2. Nf3 d6" },
    { "King's Gambit", "1. e4 e5 2. f4 exf4" },
    { "Vienna Game", "1. e4 e5 2. Nc3 Nf6" },
    { "Sicilian Defence, Najdorf", "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6" },
    { "Sicilian Defence, Dragon", "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 g6" },
    { "Sicilian Defence, Alapin", "1. e4 c5 2. c3" },
    { "Sicilian Defence, Closed", "1. e4 c5 2. Nc3 Nc6 3. g3" },
    { "French Defence", "1. e4 e6 2. d4 d5" },
    { "French Defence, Winawer", "1. e4 e6 2. d4 d5 3. Nc3 Bb4" },
    { "Caro-Kann Defence", "1. e4 c6 2. d4 d5" },
    { "Scandinavian Defence", "1. e4 d5 2. exd5 Qxd5" },
    { "Alekhine's Defence", "1. e4 Nf6 2. e5 Nd5" },
    { "Pirc Defence", "1. e4 d6 2. d4 Nf6 3. Nc3 g6" },
    { "Modern Defence", "1. e4 g6 2. d4 Bg7" },
    { "Queen's Gambit Declined", "1. d4 d5 2. c4 e6" },
    { "Queen's Gambit Accepted", "1. d4 d5 2. c4 dxc4" },
    { "Slav Defence", "1. d4 d5 2. c4 c6" },
    { "London System", "1. d4 d5 2. Bf4" },
    { "King's Indian Defence", "1. d4 Nf6 2. c4 g6 3. Nc3 Bg7 4. e4 d6" },
    { "Nimzo-Indian Defence", "1. d4 Nf6 2. c4 e6 3. Nc3 Bb4" },
    { "Queen's Indian Defence", "1. d4 Nf6 2. c4 e6 3. Nf3 b6" },
    { "Gruenfeld Defence", "1. d4 Nf6 2. c4 g6 3. Nc3 d5" },
    { "Catalan Opening", "1. d4 Nf6 2. c4 e6 3. g3" },
    { "Benoni Defence", "1. d4 Nf6 2. c4 c5 3. d5 e6" },
    { "Dutch Defence", "1. d4 f5" },
    { "English Opening", "1. c4 e5" },
    { "Reti Opening", "1. Nf3 d5 2. c4" },
    { "Bird's Opening", "1. f4 d5" },
};
const int opening_count = (int)(sizeof openings / sizeof openings[0]);

/* A small generator of its own (xorshift64*), not the C library's
   rand(): with --seed the same openings come on every platform. */
static unsigned long long state;
static unsigned long seed_used;

void openings_seed(unsigned long seed)
{
    if (seed == 0) {
        struct timespec t;

        clock_gettime(CLOCK_REALTIME, &t);
        seed = (unsigned long)t.tv_sec * 1000003UL + (unsigned long)t.tv_nsec;
        if (seed == 0)
            seed = 1;
    }
    seed_used = seed;
    state = (unsigned long long)seed * 0x9E3779B97F4A7C15ULL;
    if (state == 0)
        state = 1;
}

unsigned long openings_seed_used(void)
{
    return seed_used;
}

int openings_pick(void)
{
    if (state == 0)
        openings_seed(0);
    state ^= state >> 12;
    state ^= state << 25;
    state ^= state >> 27;
    return (int)(((state * 0x2545F4914F6CDD1DULL) >> 33)
                 % (unsigned long long)opening_count);
}

int openings_play(int i, char *bad, int size)
{
    char moves[200], *word;

    snprintf(moves, sizeof moves, "%s", openings[i].moves);
    for (word = strtok(moves, " "); word; word = strtok(NULL, " ")) {
        SanMatch match;

        if (strchr(word, '.'))           /* a move number */
            continue;
        if (!san_read(&pos, word, &match) || match.count != 1
            || !game_play(match.moves[0].from, match.moves[0].to)) {
            snprintf(bad, (size_t)size, "%s", word);
            return 0;
        }
    }
    return 1;
}
