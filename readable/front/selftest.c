/*
 * selftest.c -- the rules helper against the engine (selftest.h).
 *
 * The engine's root check is the definition of a legal move in micro-Max:
 * root_search(from, to) plays the move if and only if the listing would.
 * rules.c re-implements that decision without searching, for the front
 * ends.  This test offers the same moves to both on a copy of the
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
#include "engine/history.h"
#include "engine/search.h"
#include "fen.h"
#include "game.h"
#include "selftest.h"

static long pairs, legal, disagreements;

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
            if (by_engine)
                history_unlock(&saved);
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
    printf("rules: %d positions, %ld moves offered, %ld legal, "
           "%ld disagreements\n", positions, pairs, legal, disagreements);
    return disagreements || bad_fen || positions == 0;
}
