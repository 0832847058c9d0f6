/*
 * table-probe.c -- the hash table's access pattern alone, to see what the
 * memory costs a WebAssembly build that no compiler option can change
 * (web/README.md, "Speed and memory"; web/test/table-ceiling.sh runs it).
 *
 * A table of 2^24 slots of 12 bytes (192 MiB, as hash.h's), zero at the
 * start; each probe reads one random slot, tests its lock, and writes the
 * slot back changed, as a search's probe and store do.  The next slot
 * depends on what the last one held, so the probes cannot overlap: each
 * pays the whole way to memory and back, TLB miss included.
 *
 *   table-probe PROBES [huge|small]
 *
 * Native builds put the table on 2 MiB pages ("huge", madvise) or keep it
 * on 4 KiB pages ("small"); the WebAssembly build (wasm32-wasi) gets what
 * its engine gives it (4 KiB pages under node here).  It prints a checksum,
 * so that the work cannot be left out, and the same for every build.
 */
#define _DEFAULT_SOURCE      /* madvise */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

typedef struct {
    uint32_t lock;
    int32_t score;
    uint8_t from, to, depth;
} Slot;

#define SLOTS (1u << 24)
static Slot table[SLOTS];

int main(int argc, char **argv)
{
    long probes = argc > 1 ? atol(argv[1]) : 0, k;
    uint32_t x = 2463534242u, sum = 0;

    if (probes < 1) {
        fprintf(stderr, "usage: table-probe PROBES [huge|small]\n");
        return 2;
    }
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (argc > 2) {
        uintptr_t start = ((uintptr_t)table + 0x1fffff) & ~(uintptr_t)0x1fffff;
        uintptr_t end = ((uintptr_t)table + sizeof table) & ~(uintptr_t)0x1fffff;
        int huge = strcmp(argv[2], "huge") == 0;

        (void)madvise((void *)start, end - start, huge ? MADV_HUGEPAGE : MADV_NOHUGEPAGE);
    }
#endif
    for (k = 0; k < probes; k++) {
        Slot *s;

        x ^= x << 13; x ^= x >> 17; x ^= x << 5;        /* xorshift32 */
        s = &table[(x + sum) & (SLOTS - 1)];
        if (s->lock == x)                                /* the probe  */
            sum += (uint32_t)s->score;
        sum += s->lock + s->depth;
        s->lock = x;                                     /* the store  */
        s->score = (int32_t)k;
        s->depth = (uint8_t)(s->depth + 1);
        s->from = (uint8_t)x;
        s->to = (uint8_t)sum;
    }
    printf("%u\n", (unsigned)sum);
    return 0;
}
