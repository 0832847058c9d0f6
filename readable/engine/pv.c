/*
 * pv.c -- the principal variation from the hash table (pv.h).
 */
#include "hash.h"
#include "moves.h"
#include "pv.h"
#include "rules.h"
#include "version.h"
#include "zobrist.h"

int pv_from_hash(const Position *root, uint32_t root_key, uint32_t root_lock,
                 Move *pv, int max)
{
    Position p = *root;
    uint32_t key = root_key, lock = root_lock;
    uint32_t seen_key[PV_MAX + 1], seen_lock[PV_MAX + 1];
    int n = 0, i;

    if (max > PV_MAX)
        max = PV_MAX;
    seen_key[0] = key;
    seen_lock[0] = lock;
    while (n < max) {
        const HashEntry *slot = hash_slot(key, p.side, p.ep_square);
        int from = slot->from & SQUARE_BITS, to = slot->to & SQUARE_BITS;
        RayMove m;

        if (slot->lock != lock || !rules_play(&p, from, to, &m))
            break;
        /* the child's keys, as search.c's recursive call computes them */
        key = child_index_key(key, p.board, &m);
        lock = child_lock(lock, p.board, &m);
        pv[n].from = from;
        pv[n].to = to;
        n++;
        for (i = 0; i < n; i++)
            if (seen_key[i] == key && seen_lock[i] == lock)
                return n;        /* a repetition: the line goes round */
        seen_key[n] = key;
        seen_lock[n] = lock;
    }
    return n;
}

int pv_full_width_plies(int root_iteration)
{
    /* 4.0's iteration k (ply k - 1) searches k - 1 plies full width;
       4.2's first iteration only orders captures, so one less. */
    int plies = MVV_LVA_FIRST_ITERATION ? root_iteration - 1 : root_iteration;

    return plies < 1 ? 1 : plies;
}

int pv_mate_moves(int score)
{
    if (score > MATE_SCORE)
        return INF - score > 0 ? INF - score : 1;
    if (score < -MATE_SCORE)
        return -(INF + score > 0 ? INF + score : 1);
    return 0;
}
