/*
 * history.c -- 4.8's game history in the hash table (history.h).
 */
#include <string.h>

#include "hash.h"
#include "history.h"
#include "moves.h"
#include "version.h"
#include "zobrist.h"

void history_new_game(void)
{
    hash_clear();
    if (KEEP_HASH)
        history_keys(&pos);
}

void history_unlock(const Position *p)
{
    HashEntry *slot = hash_slot(p->hash_key, p->side, p->ep_square);

    if (GAME_POSITIONS_AS_DRAWS && slot->lock == p->hash_lock
        && slot->depth == DRAW_LOCK_DEPTH)
        slot->depth = 0;
}

/*
 * The keys are sums over the pieces (zobrist.h), updated move by move
 * from 0 and 0 at the start position: so a position's keys are the sums
 * of its pieces minus the start position's.  (Castling also adds its
 * rook's corner to the lock, moves.h child_lock(): a castled position
 * reached in play has another lock than the one computed here.)
 */
void history_keys(Position *p)
{
    uint32_t key = 0, lock = 0;
    int row, file;

    for (row = 0; row < 8; row++)
        for (file = 0; file < 8; file++) {
            int square = row * ROW + file;

            key += index_key(square, p->board[square]);
            lock += lock_key(square, p->board[square]);
        }
    for (file = 0; file < 8; file++) {
        key -= index_key(file, BLACK + back_rank[file])
             + index_key(ROW + file, BLACK + BLACK_PAWN)
             + index_key(6 * ROW + file, WHITE + WHITE_PAWN)
             + index_key(7 * ROW + file, WHITE + back_rank[file]);
        lock -= lock_key(file, BLACK + back_rank[file])
              + lock_key(ROW + file, BLACK + BLACK_PAWN)
              + lock_key(6 * ROW + file, WHITE + WHITE_PAWN)
              + lock_key(7 * ROW + file, WHITE + back_rank[file]);
    }
    p->hash_key = key;
    p->hash_lock = lock;
}
