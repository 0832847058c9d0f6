/*
 * journal.c -- the hash table's undo log (journal.h explains it).
 *
 * "First touch": each recording has a number, 1 to 255, and a slot it
 * saves gets that number in its own `journaled` byte (hash.h); hash_slot()
 * compares the two in the slot it returns, which the search reads next
 * anyway, so the test costs no memory access of its own (a table of bits
 * beside the hash table cost one: web/README.md, "Speed and memory").
 * Nothing is cleared when a recording stops: the next one has another
 * number.  When the numbers run out, every slot's byte is set to 0 and
 * they start again at 1 (once every 255 recordings); a slot put back by
 * journal_undo() gets 0, so that a number from before that never comes
 * back.  The byte exists only in the web build (-DUMAX_HASH_JOURNAL), so
 * only the web build has the journal; the native programs keep just the
 * pointer, always NULL.
 */
#include <stdlib.h>
#include <string.h>

#include "journal.h"

Journal *journal_recording;

#ifdef UMAX_HASH_JOURNAL

uint8_t journal_number;

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
    if (j == journal_recording)
        journal_stop();
    if (++journal_number == 0) {                /* 255 recordings since */
        uint32_t i;                             /*   the last time      */

        for (i = 0; i < HASH_SIZE; i++)         /* (a page never written */
            if (hash_table[i].journaled)        /*   stays unwritten)    */
                hash_table[i].journaled = 0;
        journal_number = 1;
    }
    j->count = 0;
    j->overflowed = 0;
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
    journal_recording = NULL;
}

int journal_undo(const Journal *j)
{
    long k;

    for (k = 0; k < j->count; k++) {
        HashEntry *slot = &hash_table[entry(j, k)->index];

        *slot = entry(j, k)->before;
        slot->journaled = 0;
    }
    return !j->overflowed;
}

void journal_touch(HashEntry *slot)
{
    Journal *j = journal_recording;
    uint32_t i = (uint32_t)(slot - hash_table);
    JournalEntry *e;

    if (!j || j->overflowed || slot->journaled == journal_number)
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
    e = entry(j, j->count++);
    e->index = i;
    e->before = *slot;
    if (j->mode == JOURNAL_SCRATCH)
        memset(slot, 0, sizeof *slot);
    slot->journaled = journal_number;
}

#endif
