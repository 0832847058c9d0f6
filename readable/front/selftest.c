/*
 * selftest.c -- the rules helper against the engine (selftest.h).
 *
 * The engine's root check is the definition of a legal move in micro-Max:
 * root_search(from, to) plays the move if and only if the listing would.
 * rules.c re-implements that decision without searching, for the front
 * ends, exactly for 4.0-4.3; 4.8's root may also play an illegal move its
 * playing pass prunes, or refuse a legal one after a mate score from its
 * table (docs/front-ends.md, "4.8's hash table"), and this test reports
 * both.  This test offers the same moves to both on a copy of the
 * position and counts the disagreements; the position is restored after
 * every offer (in 4.0-4.3 the hash lock keeps counting, which does not
 * matter here).
 * Every pair of squares that any piece could ever move between is offered
 * (on_a_line); the others cannot be moves in either program.
 */
#include <stdio.h>
#include <string.h>

#include "engine/history.h"
#include "engine/rules.h"
#include "engine/search.h"
#include "fen.h"
#include "game.h"
#include "selftest.h"

static long pairs, legal, disagreements, unsearched, unsearched_differ;

/* Could any chess piece ever move from `from` to `to`?  Only along a rank,
   a file or a diagonal, or by a knight's jump.  Other pairs are never
   moves, for any program, so they are not offered (root checks cost up
   to tens of milliseconds in a busy middlegame). */
static int on_a_line(int from, int to)
{
    int df = (to & 7) - (from & 7), dr = (to >> 4) - (from >> 4);

    if (df < 0)
        df = -df;
    if (dr < 0)
        dr = -dr;
    return to != from && (df == 0 || dr == 0 || df == dr || df * dr == 2);
}

/*
 * The front ends' way to play a move the root refused
 * (root_play_unsearched(), for 4.8) must leave the position exactly as
 * the root leaves it: compare the two on every legal move the root played
 * (pos holds the root's result).  Leaves pos as it found it.
 */
static void check_unsearched(const Position *before, int from, int to)
{
    const Position by_root = pos;
    Position copy = *before;
    RayMove walked;

    unsearched++;
    pos = *before;
    if (!rules_play(&copy, from, to, &walked)) {
        unsearched_differ++;
        printf("UNSEARCHED %c%c%c%c: the rules do not play it\n",
               FILE_CHAR(from), RANK_CHAR(from), FILE_CHAR(to), RANK_CHAR(to));
    } else {
        root_play_unsearched(&walked);
        history_unlock(before);
        if (memcmp(pos.board, by_root.board, sizeof pos.board) != 0
            || pos.side != by_root.side || pos.eval != by_root.eval
            || pos.ep_square != by_root.ep_square
            || pos.captured != by_root.captured
            || (KEEP_HASH && (pos.hash_key != by_root.hash_key
                              || pos.hash_lock != by_root.hash_lock))) {
            unsearched_differ++;
            printf("UNSEARCHED %c%c%c%c: not as the root plays it\n",
                   FILE_CHAR(from), RANK_CHAR(from), FILE_CHAR(to),
                   RANK_CHAR(to));
        }
    }
    pos = by_root;
}

static void check_position(void)
{
    const Position saved = pos;
    int from, to;
    char fen[FEN_SIZE];

    for (from = 0; from < 0x78; from++) {
        if ((from & OFF_BOARD) || !(saved.board[from] & saved.side))
            continue;
        for (to = 0; to < 0x78; to++) {
            int by_rules, by_engine;
            uint32_t lock;
            Move m;

            if ((to & OFF_BOARD) || !on_a_line(from, to))
                continue;
            by_rules = rules_verdict(&saved, from, to) == RULES_LEGAL;
            by_engine = root_search(from, to, &m);
            lock = pos.hash_lock;
            if (by_engine) {
                history_unlock(&saved);
                if (by_rules)
                    check_unsearched(&saved, from, to);
            }
            pos = saved;
            if (!KEEP_HASH)
                pos.hash_lock = lock;
            pairs++;
            legal += by_engine;
            if (by_rules != by_engine) {
                game_fen(fen);
                printf("DISAGREE %s: %c%c%c%c rules say %s, engine %s\n", fen,
                       FILE_CHAR(from), RANK_CHAR(from),
                       FILE_CHAR(to), RANK_CHAR(to),
                       by_rules ? "legal" : "illegal",
                       by_engine ? "plays it" : "refuses it");
                disagreements++;
            }
        }
    }
}

int selftest_rules(int plies)
{
    char line[512];
    int positions = 0, bad_fen = 0;

    while (fgets(line, sizeof line, stdin)) {
        Position p = pos;
        FenCounters k;
        char error[200];
        int ply;

        if (strspn(line, " \t\r\n") == strlen(line) || line[0] == '#')
            continue;
        if (!fen_parse(line, &p, &k, error, sizeof error)) {
            printf("BAD FEN %s", line);
            printf("  %s\n", error);
            bad_fen++;
            continue;
        }
        game_start(&p, &k);
        for (ply = 0; ; ply++) {
            Move m;

            check_position();
            positions++;
            if (ply == plies || game_status() != GAME_ON
                || !game_think(&m))
                break;
        }
    }
    printf("unsearched: %ld moves played without the search, %ld not as "
           "the root plays them\n", unsearched, unsearched_differ);
    printf("rules: %d positions, %ld moves offered, %ld legal, "
           "%ld disagreements\n", positions, pairs, legal, disagreements);
    return disagreements || unsearched_differ || bad_fen || positions == 0;
}
