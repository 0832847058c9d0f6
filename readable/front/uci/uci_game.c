/*
 * uci_game.c -- the GUI's game as micro-Max plays it (uci_game.h).
 */
#define _POSIX_C_SOURCE 200809L  /* strtok_r */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/hash.h"
#include "engine/rules.h"
#include "front/fen.h"
#include "front/game.h"
#include "front/grow.h"
#include "front/notation.h"
#include "uci_game.h"

/* A move of a position command, with the piece a pawn promotes to
   (0 when it is not a promotion). */
typedef struct {
    int from, to, type;
} UciMove;

static Position standard;   /* the start position, as board_setup() makes */
static Position start;      /* where the current game started             */
static UciMove *moves;      /* the moves played since, ours included      */
static int played, capacity;
static int refused;         /* the last position command was refused      */
static int engine_moved;    /* the last go played its move on the board   */

void uci_game_init(void)
{
    Position current = pos;

    game_start_standard();
    standard = pos;
    pos = current;
    start = pos;
}

void uci_game_new(void)
{
    /* 4.0-4.3: only a root search writes to the table, and each one
       counts the hash lock: at lock 0 the table is still as a fresh
       process has it (which saves clearing the whole table for nothing).  4.8:
       game_start_standard() empties the table (history.h). */
    if (!KEEP_HASH && pos.hash_lock != 0)
        hash_clear();
    game_start_standard();
    if (!KEEP_HASH)
        pos.hash_lock = 0;
    start = pos;
    played = 0;
    refused = 0;
    engine_moved = 0;
}

static int same_start(const Position *a, const Position *b)
{
    return memcmp(a->board, b->board, sizeof a->board) == 0
        && a->side == b->side && a->ep_square == b->ep_square
        && a->eval == b->eval && a->captured == b->captured;
}

/* Check one move of a position command on *p (then play it there):
   0 and a reason if it is not legal. */
static int check_move(Position *p, const char *text, UciMove *m,
                      char *why, size_t size)
{
    int letter;
    RulesVerdict v;

    if (!game_parse_move(text, &m->from, &m->to, &letter)) {
        snprintf(why, size, "'%.20s' is not a move (e2e4, e7e8q)", text);
        return 0;
    }
    m->type = rules_is_promotion(p, m->from, m->to) ? QUEEN : 0;
    if (letter && (!m->type || !promotion_type(letter))) {
        snprintf(why, size, "%s: not a promotion to a queen, rook, bishop "
                 "or knight", text);
        return 0;
    }
    if (letter)
        m->type = promotion_type(letter);
    v = rules_verdict(p, m->from, m->to);
    if (v != RULES_LEGAL || !rules_play(p, m->from, m->to, NULL)) {
        snprintf(why, size, "illegal move %s: %s", text, rules_reason(v));
        return 0;
    }
    if (m->type && m->type != QUEEN)      /* the piece moves as what it is */
        p->board[m->to] = (uint8_t)((p->board[m->to] & ~TYPE_MASK) | m->type);
    return 1;
}

static void remember(UciMove m)
{
    void *array = moves;

    grow_for_one_more(&array, played, &capacity, sizeof *moves, "the game");
    moves = array;
    moves[played++] = m;
}

/* Play a GUI's move through the engine's root (an opponent's
   under-promotion as the xboard mode plays it: game.h). */
static int play(UciMove m)
{
    int ok = m.type && m.type != QUEEN
             ? game_play_underpromotion(m.from, m.to, m.type)
             : game_play(m.from, m.to);

    if (ok)
        remember(m);
    return ok;
}

int uci_game_position(const char *fen, char *text, char *why, size_t size)
{
    Position new_start = pos, scratch;
    FenCounters counters = { 0, 1 };
    UciMove *list;
    char *word, *rest;
    int n = 0, i, common = 0;

    engine_moved = 0;
    refused = 1;                 /* until it is all checked */
    if (fen == NULL)
        new_start = standard;
    else if (!fen_parse(fen, &new_start, &counters, why, size))
        return 0;
    /* (a word takes two characters at least, with its space) */
    list = malloc((strlen(text) / 2 + 1) * sizeof *list);
    if (list == NULL) {
        snprintf(why, size, "out of memory");
        return 0;
    }
    scratch = new_start;
    for (word = strtok_r(text, " \t", &rest); word;
         word = strtok_r(NULL, " \t", &rest))
        if (!check_move(&scratch, word, &list[n++], why, size)) {
            free(list);
            return 0;
        }

    /* The moves are legal: continue the current game if this one begins
       like it (taking back what differs), else start anew. */
    if (same_start(&new_start, &start)) {
        while (common < n && common < played
               && list[common].from == moves[common].from
               && list[common].to == moves[common].to
               && list[common].type == moves[common].type)
            common++;
    } else {
        game_start(&new_start, &counters);
        start = new_start;
        played = 0;
    }
    while (played > common) {
        game_undo();
        played--;
    }
    refused = 0;
    for (i = common; i < n; i++)
        if (!play(list[i])) {        /* cannot happen: the rules agree */
            snprintf(why, size, "the engine refused a legal move: "
                     "please report");
            refused = 1;
            break;
        }
    free(list);
    return !refused;
}

void uci_game_refuse(void)
{
    refused = 1;
    engine_moved = 0;
}

int uci_game_ready(void)
{
    return !refused;
}

void uci_game_before_search(void)
{
    if (engine_moved) {
        game_undo();
        played--;
        engine_moved = 0;
    }
}

void uci_game_engine_moved(const Position *before, Move m)
{
    UciMove u;

    u.from = m.from;
    u.to = m.to;
    u.type = rules_is_promotion(before, m.from, m.to) ? QUEEN : 0;
    remember(u);
    engine_moved = 1;
}
