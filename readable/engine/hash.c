/*
 * hash.c -- storage for the transposition table (hash.h explains it).
 *
 * Static, zero-initialised storage, like the listing's: a slot that was
 * never written has lock 0, depth 0 and no flags, and hash_usable() never
 * accepts it (with no flags only a score <= alpha and >= beta would do,
 * and alpha < beta).
 */
#define _DEFAULT_SOURCE      /* madvise */

#include <stdint.h>
#include <string.h>
#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>
#endif

#include "hash.h"

HashEntry hash_table[HASH_SIZE];
uint32_t hash_slots = HASH_SIZE;

/*
 * Speed only: the table on 2 MiB pages where Linux offers them (transparent
 * huge pages, asked for with madvise(MADV_HUGEPAGE)).  Each probe lands on
 * a random slot of the whole table; with 4 KiB pages it nearly always misses the
 * TLB too, and those page walks took 12% (4.8) to 30% (4.0) of the search's
 * time (docs/measurements.md, "The hash table's cost").  Same table, same
 * memory; where the system says no, the table keeps ordinary pages.  It
 * runs before main() (a constructor), so every program built on the engine
 * has it; -DHASH_HUGE_PAGES=0 leaves it out, to measure it.
 */
#ifndef HASH_HUGE_PAGES
#define HASH_HUGE_PAGES 1
#endif

#if HASH_HUGE_PAGES && defined(__linux__) && defined(MADV_HUGEPAGE) \
    && defined(__GNUC__)
__attribute__((constructor)) static void hash_table_on_huge_pages(void)
{
    long page = sysconf(_SC_PAGESIZE);
    uintptr_t start = (uintptr_t)hash_table;
    uintptr_t end = start + sizeof hash_table;

    if (page <= 0)
        return;
    start = (start + (uintptr_t)page - 1) & ~(uintptr_t)(page - 1);
    end &= ~(uintptr_t)(page - 1);
    if (start < end)
        (void)madvise((void *)start, end - start, MADV_HUGEPAGE);
}
#endif

/* The fewest slots a Hash option may choose: 2^16, 768 KiB. */
#define FEWEST_SLOTS (HASH_SIZE < 65536u ? HASH_SIZE : 65536u)

void hash_use(long megabytes)
{
    uint32_t slots = FEWEST_SLOTS;

    while (slots < HASH_SIZE
           && (2.0 * slots * sizeof *hash_table) <= megabytes * 1048576.0)
        slots *= 2;
    hash_slots = slots;
    hash_clear();
}

long hash_kilobytes(void)
{
    return (long)(((uint64_t)hash_slots * sizeof *hash_table) >> 10);
}

long hash_max_megabytes(void)
{
    return (long)(sizeof hash_table >> 20);
}

/*
 * Writing zeros over the whole table touches every page of it, and the
 * first touch of a page the process never used costs a page fault (what
 * that cost a ucinewgame: docs/front-ends.md, UCI mode).  On Linux, madvise(MADV_DONTNEED) hands the whole
 * pages back instead, and they read as zeros when touched again: only
 * the partial pages at the two ends are written.  Elsewhere, memset.
 */
void hash_clear(void)
{
    char *start = (char *)hash_table, *end = start + sizeof hash_table;
#if defined(__linux__) && defined(MADV_DONTNEED)
    long page = sysconf(_SC_PAGESIZE);

    if (page > 0) {
        uintptr_t first = ((uintptr_t)start + (uintptr_t)page - 1)
                          & ~(uintptr_t)(page - 1);
        uintptr_t last = (uintptr_t)end & ~(uintptr_t)(page - 1);

        if (first < last
            && madvise((void *)first, last - first, MADV_DONTNEED) == 0) {
            memset(start, 0, first - (uintptr_t)start);
            memset((void *)last, 0, (uintptr_t)end - last);
            return;
        }
    }
#endif
    memset(start, 0, (size_t)(end - start));
}
