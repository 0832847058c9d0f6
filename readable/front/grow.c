/*
 * grow.c -- arrays that grow by doubling (grow.h).
 */
#include <stdio.h>
#include <stdlib.h>

#include "grow.h"

void grow_for_one_more(void **array, int count, int *capacity,
                       size_t item_size, const char *what)
{
    int more;
    void *grown;

    if (count < *capacity)
        return;
    more = *capacity ? 2 * *capacity : 256;
    grown = realloc(*array, (size_t)more * item_size);
    if (grown == NULL) {
        fprintf(stderr, "out of memory for %s\n", what);
        exit(1);
    }
    *array = grown;
    *capacity = more;
}
