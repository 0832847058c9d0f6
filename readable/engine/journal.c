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
    int c;

    if (j == journal_recording)
        journal_stop();
    for (c = 0; c < j->chunks_allocated; c++)
        free(j->chunks[c]);
    memset(j, 0, sizeof *j);
}

/* The entries' room is kept from one recording to the next: a search
   needs about as much as the last one. */
void journal_start(Journal *j, JournalMode mode, long limit)
{
    if (!touched)
        touched = calloc(HASH_SIZE / 8, 1);
    if (j == journal_recording)
        journal_stop();
    j->count = 0;
    j->overflowed = !touched;
    j->mode = mode;
    j->limit = limit;
    journal_recording = j;
}

static JournalEntry *entry(const Journal *j, long k)
{
    return &j->chunks[k / JOURNAL_CHUNK][k % JOURNAL_CHUNK];
}

void journal_stop(void)
{
    Journal *j = journal_recording;
    long k;

    journal_recording = NULL;
    /* The bits served only to find first touches while recording. */
    if (j && touched)
        for (k = 0; k < j->count; k++)
            unmark(entry(j, k)->index);
}

int journal_undo(const Journal *j)
{
    long k;

    for (k = 0; k < j->count; k++)
        hash_table[entry(j, k)->index] = entry(j, k)->before;
    return !j->overflowed;
}

void journal_touch(HashEntry *slot)
{
    Journal *j = journal_recording;
    uint32_t i = (uint32_t)(slot - hash_table);
    JournalEntry *e;

    if (!j || j->overflowed || was_touched(i))
        return;
    if (j->count >= j->limit
        || j->count >= (long)JOURNAL_MAX_CHUNKS * JOURNAL_CHUNK) {
        j->overflowed = 1;
        return;
    }
    if (j->count == (long)j->chunks_allocated * JOURNAL_CHUNK) {
        JournalEntry *chunk = malloc(JOURNAL_CHUNK * sizeof *chunk);

        if (!chunk) {
            j->overflowed = 1;
            return;
        }
        j->chunks[j->chunks_allocated++] = chunk;
    }
    mark(i);
    e = entry(j, j->count++);
    e->index = i;
    e->before = *slot;
    if (j->mode == JOURNAL_SCRATCH)
        memset(slot, 0, sizeof *slot);
}
