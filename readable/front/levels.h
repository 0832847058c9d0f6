/*
 * levels.h -- the friendly mode's strength levels: named node budgets.
 *
 * micro-Max's strength is its node budget (the listing's 1e6): each level
 * is ten times the one below, level 4 is the published program's.  Their
 * Elo against each other, measured in engine matches, is in
 * docs/front-ends.md ("Friendly mode").
 */
#ifndef UMAX_LEVELS_H
#define UMAX_LEVELS_H

#define LEVEL_COUNT 5

typedef struct {
    const char *name;
    long nodes;          /* the node budget of a move                  */
} Level;

extern const Level levels[LEVEL_COUNT];

/* The level named by `text` (its number 1..LEVEL_COUNT or its name, in
   any case): its index, or -1. */
int level_find(const char *text);

/* The level with this node budget: its index, or -1. */
int level_of_nodes(long nodes);

#endif
