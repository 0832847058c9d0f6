/*
 * game.c -- the front ends' game record (game.h explains the design).
 */
#define _POSIX_C_SOURCE 200809L  /* clock_gettime */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "engine/history.h"
#include "engine/rules.h"
#include "engine/zobrist.h"
#include "game.h"
#include "grow.h"
#include "notation.h"

/* One played move and what it needs to be taken back. */
typedef struct {
    Position before;        /* the state before the move            */
    FenCounters counters;   /* the FEN counters before the move      */
    Move move;
    int by_engine;
} Ply;

static Ply *history;
static int plies, capacity;
static FenCounters counters = { 0, 1 };
/* The FEN of the position the game started from. */
static char start_fen[FEN_SIZE] = FEN_START;

/* A new game: 4.0-4.3 keep counting root searches (the lock); 4.8 starts
   from an empty table and the keys of the new position (history.h). */
static void new_game(uint32_t lock)
{
    if (KEEP_HASH)
        history_new_game();
    else
        pos.hash_lock = lock;
}

void game_start(const Position *start, const FenCounters *start_counters)
{
    uint32_t lock = pos.hash_lock;

    pos = *start;
    new_game(lock);
    counters = *start_counters;
    plies = 0;
    fen_write(&pos, &counters, start_fen);
}

void game_start_standard(void)
{
    uint32_t lock = pos.hash_lock;
    static const FenCounters first = { 0, 1 };

    /* board_setup() fills the back ranks, the pawn rows and the centre
       points, and expects the rest of a fresh (zero) board. */
    memset(&pos, 0, sizeof pos);
    board_setup();
    new_game(lock);
    counters = first;
    plies = 0;
    strcpy(start_fen, FEN_START);
}

/* Remember the state before a move; the move itself is filled in after. */
static Ply *push(void)
{
    void *array = history;

    grow_for_one_more(&array, plies, &capacity, sizeof *history,
                      "the game record");
    history = array;
    history[plies].before = pos;
    history[plies].counters = counters;
    return &history[plies];
}

/* The FEN counters after a move: the halfmove clock restarts after a
   pawn move or a capture, the move number grows after Black's move. */
static void count(const Position *before, Move m)
{
    int type = before->board[m.from] & TYPE_MASK;

    if (type < KNIGHT || rules_is_capture(before, m.from, m.to))
        counters.halfmove = 0;
    else
        counters.halfmove++;
    if (before->side == BLACK)
        counters.fullmove++;
}

static int record(Ply *ply, int played, Move m, int by_engine)
{
    if (!played)
        return 0;
    ply->move = m;
    ply->by_engine = by_engine;
    count(&ply->before, m);
    plies++;
    return 1;
}

/* The root plays a legal typed move when its check meets it (the front
   ends offer it legal moves only; 4.8's check also plays an illegal one
   it prunes as futile).  4.8's check can miss a legal move (search.c,
   root_play_unsearched()): the plain
   mode keeps that refusal, as the published program does, but a front
   end with a game record plays every move the rules allow, so the move
   is then played without the search, as the root would have played it. */
int game_play(int from, int to)
{
    Ply *ply = push();
    Move m;
    Position after = pos;
    RayMove walked;
    int played = root_search(from, to, &m);

    if (!played && rules_play(&after, from, to, &walked)) {
        root_play_unsearched(&walked);
        m.from = from;
        m.to = to;
        played = 1;
    }
    return record(ply, played, m, 0);
}

int game_play_underpromotion(int from, int to, int type)
{
    /* What the root's evaluation holds for the queen (board.h). */
    const int promoted_queen = promoted_queen_eval(pos.side);
    int queen, piece;

    if (!game_play(from, to))
        return 0;
    queen = pos.board[to];
    piece = (queen & ~TYPE_MASK) | type;
    pos.board[to] = (uint8_t)piece;
    /* pos.eval is the other side's view: the promoting side has that much
       less material than the root assumed.  (4.8: the queen's code has
       no bonus bits, promotion wrapped them away, so neither has the
       piece.) */
    pos.eval += promoted_queen - PIECE_UNIT * piece_value[type];
    /* 4.8 carries the position's keys from move to move (KEEP_HASH): they
       must hold the piece, not the queen, or the hash table and the game's
       draw locks would take the position for the one with a queen there,
       and a repetition for another position (zobrist.h). */
    if (KEEP_HASH) {
        pos.hash_key += index_key(to, piece) - index_key(to, queen);
        pos.hash_lock += lock_key(to, piece) - lock_key(to, queen);
    }
    return 1;
}

int game_think(Move *played)
{
    Ply *ply = push();

    return record(ply, root_search(THINK, 0, played), *played, 1);
}

int game_engine_move(Move *played, char *text, double *seconds)
{
    struct timespec t0, t1;
    const Position before = pos;
    int found;

    clock_gettime(CLOCK_MONOTONIC, &t0);
    found = game_think(played);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    *seconds = (double)(t1.tv_sec - t0.tv_sec)
             + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
    if (found)
        game_move_text(&before, *played, text);
    return found;
}

/* Does the position before ply `ply` occur before an earlier ply too? */
static int occurs_earlier(int ply)
{
    const Position *p = &history[ply].before;
    int i;

    for (i = 0; i < ply; i++)
        if (history[i].before.hash_key == p->hash_key
            && history[i].before.hash_lock == p->hash_lock
            && history[i].before.side == p->side
            && history[i].before.ep_square == p->ep_square)
            return 1;
    return 0;
}

int game_undo(void)
{
    uint32_t lock = pos.hash_lock;

    if (plies == 0)
        return 0;
    plies--;
    /* 4.8: the game no longer leaves this position (history.h) */
    if (GAME_POSITIONS_AS_DRAWS && !occurs_earlier(plies))
        history_unlock(&history[plies].before);
    pos = history[plies].before;
    if (!KEEP_HASH)             /* 4.0-4.3: the lock counts on */
        pos.hash_lock = lock;
    counters = history[plies].counters;
    return 1;
}

int game_plies(void)
{
    return plies;
}

int game_last_by_engine(void)
{
    return plies > 0 && history[plies - 1].by_engine;
}

int game_by_engine(int ply)
{
    return ply >= 0 && ply < plies && history[ply].by_engine;
}

const Position *game_position(int ply)
{
    if (ply < 0 || ply > plies)
        return NULL;
    return ply == plies ? &pos : &history[ply].before;
}

Move game_move(int ply)
{
    return history[ply].move;
}

const FenCounters *game_counters(void)
{
    return &counters;
}

const char *game_start_fen(void)
{
    return start_fen;
}

const Position *game_before_last(void)
{
    return plies > 0 ? &history[plies - 1].before : NULL;
}

const Position *game_position_before(int ply)
{
    return &history[ply].before;
}

GameStatus game_status(void)
{
    Move list[MAX_MOVES];

    if (rules_legal_moves(&pos, list) > 0)
        return GAME_ON;
    return rules_in_check(&pos) ? GAME_CHECKMATE : GAME_STALEMATE;
}

void game_fen(char *buf)
{
    fen_write(&pos, &counters, buf);
}

int game_parse_move(const char *text, int *from, int *to, int *promotion)
{
    size_t n = strlen(text);

    if (n < 4 || n > 5
        || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8'
        || text[2] < 'a' || text[2] > 'h' || text[3] < '1' || text[3] > '8')
        return 0;
    *promotion = 0;
    if (n == 5) {
        if (!strchr("qrbnQRBN", text[4]))
            return 0;
        *promotion = text[4] | 0x20;      /* lower case */
    }
    *from = 16 * ('8' - text[1]) + (text[0] - 'a');
    *to = 16 * ('8' - text[3]) + (text[2] - 'a');
    return 1;
}

void game_move_text(const Position *before, Move m, char *buf)
{
    square_name(m.from, buf);
    square_name(m.to, buf + 2);
    buf[4] = rules_is_promotion(before, m.from, m.to) ? 'q' : 0;
    buf[5] = 0;
}
