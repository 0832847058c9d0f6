/*
 * grow.h -- room for one more item in an array that grows by doubling
 * (the game record, the UCI front end's move list).
 */
#ifndef UMAX_GROW_H
#define UMAX_GROW_H

#include <stddef.h>

/* Make room for item number *count (0-based) in *array, of *capacity items
   of item_size bytes each: the array is doubled (first 256 items) when it
   is full.  Out of memory ends the program with a message naming `what`:
   a game of millions of moves is not worth a half-kept record. */
void grow_for_one_more(void **array, int count, int *capacity,
                       size_t item_size, const char *what);

#endif
