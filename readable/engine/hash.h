/*
 * hash.h -- the transposition table.
 *
 * One table of 2^24 slots of 12 bytes, the listing's (its size and the
 * memory it takes: docs/measurements.md, "Memory"; on huge pages where
 * the system has them, for speed only: hash.c).  The terminal program
 * never clears it; UCI's ucinewgame does, and in 4.8 so does every new
 * game of the front ends (docs/front-ends.md, "4.8's hash table"); their
 * Hash option may use only its first 2^n slots (hash_use(), hash.c).  A
 * slot remembers the last position that was searched into it:
 *
 *   lock    the position's lock key (zobrist.h), to recognise it
 *   score   the score found (before the delayed-loss bonus, search.c)
 *   depth   the last completed iteration of the search there (MATE_DEPTH
 *           when its score was final, search.c Step 16; 4.8:
 *           DRAW_LOCK_DEPTH for a position of the game)
 *   from    the best move's origin; its two spare bits (3 and 7, the
 *           0x88 bits no square uses) say what kind of bound score is
 *   to      the best move's destination; bit 7 set (PLAIN_MOVE) when that
 *           move can be replayed as a hint: not a pawn double step and
 *           not castling, whose side effects the replay cannot redo
 *
 * Which slot: the index key plus side * en-passant square, modulo the
 * table size.  The en-passant term separates positions whose only
 * difference is a pending en-passant or castling-through-check capture.
 * It is also the only thing that tells the two sides to move apart: the
 * keys and the lock are sums over the pieces (zobrist.h) and ignore the
 * side, but side is 8 or 16, so with no en-passant square (NO_SQUARE, 128)
 * the same pieces go 1024 slots past the index key with White to move and
 * 2048 with Black to move in 4.0-4.3, the other way round in 4.8 (it
 * multiplies by the side that made the last move, hash_slot()), and one
 * never finds the other's slot.  The en-passant square is the one the
 * search carries, so a position reached after a double step or castling
 * (ep_square the skipped or crossed square), or the start position before
 * the first move (0; a game set up from another FEN starts from 128 or
 * its en-passant square, front/fen.c), has another slot than the same
 * pieces reached otherwise (128).
 *
 * When the slot is trusted, and what replaces it: see hash_usable() and
 * hash_store() (every completed iteration overwrites its slot: "always
 * replace"; 4.8 keeps the slots of the game's positions, locked as draws,
 * search.c Step 17).
 */
#ifndef UMAX_HASH_H
#define UMAX_HASH_H

#include <stdint.h>

#include "board.h"

#define HASH_BITS   24     /* the listing's size */
#define HASH_SIZE   (1u << HASH_BITS)

/* Bound flags in HashEntry.from */
#define LOWER_BOUND 8      /* score > alpha: the true value is >= score */
#define UPPER_BOUND 128    /* score < beta:  the true value is <= score */
                           /* both: exact                               */
#define SQUARE_BITS 0x77   /* what is left of .from without the flags   */

/* Flag in HashEntry.to */
#define PLAIN_MOVE  128

/* @umax:hash-table */
typedef struct {
    uint32_t lock;
    int32_t score;
    uint8_t from;
    uint8_t to;
    uint8_t depth;
#ifdef UMAX_HASH_JOURNAL
    uint8_t journaled;  /* the web build only (journal.h): the number of */
                        /*   the recording that saved the slot; in the   */
                        /*   byte the others leave over: still 12 bytes  */
#endif
} HashEntry;

extern HashEntry hash_table[HASH_SIZE];

/* The slots in use: HASH_SIZE, unless a front end's Hash option chose
   fewer.  Always a power of two, so that slot numbers wrap with a mask. */
extern uint32_t hash_slots;

/* Empty the table, as a fresh process has it (fast: hash.c). */
void hash_clear(void);

/* Use the largest power-of-two number of slots that fits in `megabytes`
   (counted as MiB, 2^20 bytes, as UCI GUIs mean their Hash option; at
   least 2^16, at most HASH_SIZE), and empty the table. */
void hash_use(long megabytes);

/* The size of the slots in use (KiB), and of the whole table (MiB). */
long hash_kilobytes(void);
long hash_max_megabytes(void);

#ifdef UMAX_HASH_JOURNAL
void journal_touch(HashEntry *slot);   /* journal.h: the web build only */
extern struct Journal *journal_recording;
extern uint8_t journal_number;         /* the recording's number */
#endif

/* The slot of a position with `side` to move.  Unsigned arithmetic: keys
   wrap around.  4.8 (KEEP_HASH) multiplies the en-passant square by the
   other side, the one that made the last move (its listing computes the
   slot before it switches sides). */
static inline HashEntry *slot_address(uint32_t key, int side, int ep_square)
{
    int slot_side = KEEP_HASH ? BOTH_SIDES - side : side;
    return &hash_table[(key + (uint32_t)(slot_side * ep_square))
                       & (hash_slots - 1)];
}

static inline HashEntry *hash_slot(uint32_t key, int side, int ep_square)
{
    HashEntry *slot = slot_address(key, side, ep_square);
#ifdef UMAX_HASH_JOURNAL
    if (journal_recording && slot->journaled != journal_number)
        journal_touch(slot);
#endif
    return slot;
}

/* @umax:hash-usable */
/*
 * Can a stored score stand for a search with window (alpha, beta)?  Only
 * if it settles that window: an upper bound at or below alpha (a fail
 * low), a lower bound at or above beta (a fail high), or an exact score.
 * (The caller also checks the lock.  A usable entry from a shallower
 * search lends its depth and its move: deepening resumes after the stored
 * iteration, the stored move first; its score is returned only when no
 * iteration is left to run, and is otherwise replaced by the next
 * iteration's: search.c Step 2.)
 */
static inline int hash_usable(int score, int flags, int alpha, int beta)
{
    return (score <= alpha || (flags & LOWER_BOUND))
        && (score >= beta || (flags & UPPER_BOUND));
}

/* @umax:hash-store */
/*
 * Store the result of an iteration: always replace.  The bound flags go
 * into the spare bits of the move's origin: a score above alpha is a lower
 * bound, one below beta an upper bound, both an exact score.
 */
static inline void hash_store(HashEntry *slot, uint32_t lock, int score,
                              int depth, int from, int to,
                              int alpha, int beta)
{
    slot->lock = lock;
    slot->score = score;
    slot->depth = (uint8_t)depth;
    slot->from = (uint8_t)(from | (score > alpha ? LOWER_BOUND : 0)
                                | (score < beta ? UPPER_BOUND : 0));
    slot->to = (uint8_t)to;
}

#endif
