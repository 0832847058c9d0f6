/*
 * journal.c -- the hash table's undo log (journal.h explains it).
 *
 * "First touch" is one bit per slot (2 MiB for 2^24 slots, allocated on
 * the first use, so a program that never records pays nothing).
 */
#include <stdlib.h>
#include <string.h>

#include "journal.h"

Journal *journal_recording;
static uint8_t *touched;           /* one bit per slot */

static int was_touched(uint32_t i) { return touched[i >> 3] & (1u << (i & 7)); }
static void mark(uint32_t i)       { touched[i >> 3] |= (uint8_t)(1u << (i & 7)); }
static void unmark(uint32_t i)     { touched[i >> 3] &= (uint8_t)~(1u << (i & 7)); }

void journal_clear(Journal *j)
{
    if (j == journal_recording)
        journal_stop();
    free(j->entries);
    memset(j, 0, sizeof *j);
}

/* The entries' room is kept from one recording to the next: a search
   needs about as much as the last one, and growing it again would leave
   the freed smaller blocks behind in a memory that never shrinks (the
   web page's). */
void journal_start(Journal *j, JournalMode mode, long limit)
{
    if (!touched)
        touched = calloc(HASH_SIZE / 8, 1);
    if (j == journal_recording)
        journal_stop();
    j->count = 0;
    j->overflowed = 0;
    j->mode = mode;
    j->limit = limit;
    journal_recording = touched ? j : NULL;
    if (!touched)
        j->overflowed = 1;
}

void journal_stop(void)
{
    Journal *j = journal_recording;
    long k;

    journal_recording = NULL;
    /* The bits served only to find first touches while recording. */
    if (j)
        for (k = 0; k < j->count; k++)
            unmark(j->entries[k].index);
}

int journal_undo(const Journal *j)
{
    long k;

    for (k = 0; k < j->count; k++)
        hash_table[j->entries[k].index] = j->entries[k].before;
    return !j->overflowed;
}

void journal_touch(HashEntry *slot)
{
    Journal *j = journal_recording;
    uint32_t i = (uint32_t)(slot - hash_table);

    if (!j || j->overflowed || was_touched(i))
        return;
    if (j->count == j->capacity) {
        long grown = j->capacity ? 2 * j->capacity : 65536;
        void *more = j->count < j->limit
                     ? realloc(j->entries, (size_t)grown * sizeof *j->entries)
                     : NULL;

        if (!more) {
            j->overflowed = 1;
            return;
        }
        j->entries = more;
        j->capacity = grown;
    }
    mark(i);
    j->entries[j->count].index = i;
    j->entries[j->count].before = *slot;
    j->count++;
    if (j->mode == JOURNAL_SCRATCH)
        memset(slot, 0, sizeof *slot);
}
