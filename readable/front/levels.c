/*
 * levels.c -- the strength levels (levels.h).
 */
#define _POSIX_C_SOURCE 200809L  /* strcasecmp */

#include <stdlib.h>
#include <strings.h>

#include "engine/search.h"
#include "levels.h"

const Level levels[LEVEL_COUNT] = {
    { "novice",   1000L },
    { "casual",   10000L },
    { "club",     100000L },
    { "standard", DEFAULT_NODE_BUDGET },   /* the published program's */
    { "patient",  10000000L },
};

int level_find(const char *text)
{
    char *end;
    long n = strtol(text, &end, 10);
    int i;

    if (end != text && !*end)
        return n >= 1 && n <= LEVEL_COUNT ? (int)n - 1 : -1;
    for (i = 0; i < LEVEL_COUNT; i++)
        if (strcasecmp(text, levels[i].name) == 0)
            return i;
    return -1;
}

int level_of_nodes(long nodes)
{
    int i;

    for (i = 0; i < LEVEL_COUNT; i++)
        if (levels[i].nodes == nodes)
            return i;
    return -1;
}
