/*
 * engine-glue.c -- the readable port as a WebAssembly library for the web
 * page (web/README.md).  Compiled only into build/web/engineNN.wasm, never
 * into the native programs.
 *
 * The page keeps one instance for a whole game, so the hash table lives on
 * from move to move exactly as in the terminal program: playing the user's
 * move (web_play) and thinking (web_think) are the same two root searches
 * as typing "e2e4" and then an empty line at the terminal, with the same
 * node counts and the same replies.  Only legal moves reach the root: an
 * illegal one is refused here with the reason, before it could use up a
 * hash lock.
 *
 * Text goes in through web_input() (a buffer the page writes into) and
 * comes out on standard output (the page's WASI layer collects it); every
 * call ends its output with one line "ok" or "error: <message>".
 */
#include <stdio.h>
#include <string.h>

#include "engine/board.h"
#include "engine/rules.h"
#include "engine/search.h"
#include "engine/zobrist.h"
#include "front/fen.h"
#include "front/game.h"
#include "front/report.h"

#define EXPORT(name) __attribute__((export_name(#name)))

static char input[1024];

/* The buffer the page writes its argument into (NUL-terminated). */
EXPORT(web_input) char *web_input(void)
{
    return input;
}

EXPORT(web_input_size) int web_input_size(void)
{
    return (int)sizeof input;
}

static int done(void)
{
    printf("ok\n");
    fflush(stdout);
    return 1;
}

static int fail(const char *message)
{
    printf("error: %s\n", message);
    fflush(stdout);
    return 0;
}

static void print_square(int square)
{
    printf("%c%c", FILE_CHAR(square), RANK_CHAR(square));
}

/* Once per instance, as main() does before anything else.  Line-buffered
   output, so that the page sees every kibitz line as it is printed.
   Kibitz is on from the start, as with --kibitz: the root search that
   checks a played move prints its iterations too. */
EXPORT(web_init) int web_init(void)
{
    setvbuf(stdout, NULL, _IOLBF, 0);
    board_setup();
    zobrist_init();
    ctl.kibitz = 1;
    return done();
}

EXPORT(web_new_game) int web_new_game(void)
{
    game_start_standard();
    return done();
}

/* Set up the FEN in the input buffer (as --fen does). */
EXPORT(web_set_fen) int web_set_fen(void)
{
    Position start = pos;
    FenCounters counters;
    char error[200];

    if (!fen_parse(input, &start, &counters, error, sizeof error))
        return fail(error);
    game_start(&start, &counters);
    return done();
}

/*
 * The position for the page: lines "fen FEN", "status on|checkmate|
 * stalemate", "check 0|1", "moves m1 m2 ..." (the legal moves in the
 * engine's generation order), then "ok".
 */
EXPORT(web_state) int web_state(void)
{
    char fen[FEN_SIZE];
    Move list[MAX_MOVES];
    int i, n = rules_legal_moves(&pos, list);
    GameStatus status = game_status();

    game_fen(fen);
    printf("fen %s\n", fen);
    printf("status %s\n", status == GAME_ON ? "on"
                          : status == GAME_CHECKMATE ? "checkmate" : "stalemate");
    printf("check %d\n", rules_in_check(&pos));
    printf("moves");
    for (i = 0; i < n; i++) {
        putchar(' ');
        print_square(list[i].from);
        print_square(list[i].to);
    }
    putchar('\n');
    return done();
}

/* Play the move in the input buffer ("e2e4"; a promotion is always to a
   queen, as micro-Max plays it). */
EXPORT(web_play) int web_play(void)
{
    int from, to, promotion;
    RulesVerdict verdict;

    if (!game_parse_move(input, &from, &to, &promotion))
        return fail("not a move: write it as e2e4");
    if (promotion && promotion != 'q')
        return fail("micro-Max promotes to a queen only");
    verdict = rules_verdict(&pos, from, to);
    if (verdict != RULES_LEGAL)
        return fail(rules_reason(verdict));
    if (!game_play(from, to))
        return fail("the engine refused the move");
    return done();
}

/* After each kibitz line of the thinking: "pv e7e5 g1f3 ...", the
   principal variation read back from the hash table (engine/pv.c), which
   changes nothing the search sees. */
static void print_pv(void)
{
    char text[REPORT_PV_SIZE];

    report_pv(text, sizeof text);
    printf("pv %s\n", text);
}

/* Let the engine think with this node budget and play its move: kibitz
   lines, each followed by its PV line, while it thinks, then "move e7e5"
   (or "error: no move"). */
EXPORT(web_think) int web_think(long nodes)
{
    Move played;
    int moved;

    if (nodes < 1)
        return fail("the node budget must be at least 1");
    ctl.node_budget = nodes;
    ctl.root_report = print_pv;
    moved = game_think(&played);
    ctl.root_report = NULL;
    if (!moved)
        return fail("no move");
    printf("move ");
    print_square(played.from);
    print_square(played.to);
    putchar('\n');
    return done();
}
