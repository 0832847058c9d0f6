/*
 * journal.h -- an undo log of the hash table, for the web page only.
 *
 * The web page lets a reader open the search that chose micro-Max's move
 * and go down any line of it.  It keeps no tree: the search is
 * deterministic, so it runs it again from the same state and prints only
 * the nodes on the line asked for (trace.c's path filter).  "The same
 * state" includes the hash table, which the search itself overwrites; so
 * while a journal records, the first time the search touches a slot
 * (hash_slot(), which every read and write goes through) the slot's old
 * contents are saved, and journal_undo() puts them all back.
 *
 * The hook is compiled in only with -DUMAX_HASH_JOURNAL (web/web.mk), and
 * so is the byte of each slot that tells whether the recording saved it
 * already (journal.c): the native programs' hash_slot() and slots are
 * unchanged, and none of the functions below is in them.
 *
 * A journal in SCRATCH mode also clears each slot it saves: the search
 * then finds nothing from earlier searches, as in a fresh program, which
 * the page's explorer needs to show exactly what `readable --trace` shows
 * while sharing the game's table.
 */
#ifndef UMAX_JOURNAL_H
#define UMAX_JOURNAL_H

#include "hash.h"

typedef enum { JOURNAL_KEEP, JOURNAL_SCRATCH } JournalMode;

typedef struct {
    uint32_t index;         /* the slot                     */
    HashEntry before;       /* what it held before          */
} JournalEntry;

/* The entries are kept in chunks of this many (1 MiB), allocated as
   needed and kept: no copying as the log grows, and no room left behind
   by a block that was outgrown. */
#define JOURNAL_CHUNK       65536
#define JOURNAL_MAX_CHUNKS  256     /* at most 16,777,216 slots: all */

typedef struct Journal {
    JournalEntry *chunks[JOURNAL_MAX_CHUNKS];
    int chunks_allocated;
    long count;
    long limit;             /* more slots than this: overflowed */
    int overflowed;         /* then journal_undo() cannot undo  */
    JournalMode mode;
} Journal;

/* Start recording into j (emptied first, its room kept); at most
   `limit` slots.  Only one journal records at a time.  A Journal starts
   zeroed ({ 0 }). */
void journal_start(Journal *j, JournalMode mode, long limit);
/* Stop recording (the entries stay). */
void journal_stop(void);
/* Put back every slot j saved.  Returns 0 if j overflowed (then the
   slots touched after that are not put back), else 1.  The entries stay: after the same search ran
   again, they can be put back again. */
int journal_undo(const Journal *j);
/* Forget j's entries and free their room. */
void journal_clear(Journal *j);

/* The hook in hash_slot() (hash.h), which calls it only while a journal
   records and only for a slot not saved yet. */
void journal_touch(HashEntry *slot);
extern Journal *journal_recording;
extern uint8_t journal_number;      /* the recording's, 1 to 255 */

#endif
