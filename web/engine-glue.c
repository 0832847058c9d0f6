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
#include <stdlib.h>
#include <string.h>

#include "engine/board.h"
#include "engine/journal.h"
#include "engine/moves.h"
#include "engine/pv.h"
#include "engine/rules.h"
#include "engine/search.h"
#include "engine/terms.h"
#include "engine/trace.h"
#include "engine/version.h"
#include "engine/zobrist.h"
#include "front/friendly/endings.h"
#include "front/fen.h"
#include "front/game.h"
#include "front/report.h"
#include "front/friendly/san.h"
#include "front/friendly/typed.h"

#define EXPORT(name) __attribute__((export_name(#name)))

static char input[1024];

/*
 * The last thinking search, kept so that it can be run again (web_open):
 * the position before it, its budget, its node count and move, and the
 * journal of the hash slots it touched (engine/journal.h).  Anything that
 * searches or changes the position afterwards makes it stale.
 */
static struct {
    int ready;
    Position before;
    long budget, nodes;
    uint32_t root_key, root_lock;   /* the keys root_search() gave the root */
    int iterations;                 /* the last thinking iteration's kibitz */
                                    /*   depth                             */
    Move move;
    Journal journal;
} last_think;

/* The journal may keep every slot of the table (16 bytes each, at most
   256 MiB for all 2^24), so any search the page played can be opened
   again, whatever its size: the budget is only checked between root
   iterations, so a search may run far past it (web/README.md measures
   one of 16.7 million nodes, 6.2 million slots).  The memory it takes
   stays with the instance: a WebAssembly memory never shrinks.  Only a
   failed allocation makes a search unopenable. */
#define THINK_JOURNAL_LIMIT ((long)HASH_SIZE)

/* (The journal's room is kept for the next search: journal.h.) */
static void forget_think(void)
{
    last_think.ready = 0;
}

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
    forget_think();
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
    forget_think();
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
    printf("ending %s %s\n", ending_result(game_ending()),
           ending_sentence(game_ending()));
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
    forget_think();
    if (!game_play(from, to))
        return fail("the engine refused the move");
    return done();
}

/* Read the move the player typed (the input buffer), in SAN or squares,
   as the friendly terminal mode reads it (front/friendly/typed.c): prints
   "move e2e4" for a legal move (a promotion: to a queen, as everywhere on
   the page), else fails with the sentence that says why ("Illegal move Nd4: no
   white knight can move to d4; ...").  Nothing is played. */
EXPORT(web_typed) int web_typed(void)
{
    TypedMove move;
    char message[700];

    message[0] = 0;
    if (typed_move(&pos, input, &move, message, sizeof message) != TYPED_LEGAL)
        return fail(message[0] ? message : "not a move: type it in SAN (Nf3, "
                    "exd5, O-O) or as squares (g1f3)");
    if (move.promotion != QUEEN && rules_is_promotion(&pos, move.from, move.to)) {
        snprintf(message, sizeof message, "%s: micro-Max promotes to a queen "
                 "only", input);
        return fail(message);
    }
    printf("move ");
    print_square(move.from);
    print_square(move.to);
    putchar('\n');
    return done();
}

/* The coordinate moves in text ("e2e4 e7e5"), played from *start, in SAN
   on one line after the word `name`; it stops at a move it cannot play. */
static void print_san_line_from(const Position *start, const char *name,
                                const char *text)
{
    Position p = *start;
    const char *at = text;

    printf("%s", name);
    while (*at) {
        int from, to, promotion;
        char word[8], san[SAN_SIZE];
        size_t n = strcspn(at, " ");
        Position before = p;
        Move m;

        if (n >= sizeof word)
            break;
        memcpy(word, at, n);
        word[n] = 0;
        at += n + (at[n] == ' ');
        if (!game_parse_move(word, &from, &to, &promotion)
            || !rules_play(&p, from, to, NULL))
            break;
        m.from = from;
        m.to = to;
        san_write(&before, m, &p, san);
        printf(" %s", san);
    }
    putchar('\n');
}

static void print_san_line(const char *name, const char *text)
{
    print_san_line_from(&pos, name, text);
}

/* After each kibitz line of the thinking: "pv e7e5 g1f3 ...", the
   principal variation read back from the hash table (engine/pv.c), which
   changes nothing the search sees. */
static void print_pv(void)
{
    char text[REPORT_PV_SIZE];

    report_pv(text, sizeof text);
    printf("pv %s\n", text);
    print_san_line("pvsan", text);
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
    forget_think();
    ctl.node_budget = nodes;
    ctl.root_report = print_pv;
    last_think.before = pos;
    journal_start(&last_think.journal, JOURNAL_KEEP, THINK_JOURNAL_LIMIT);
    moved = game_think(&played);
    journal_stop();
    ctl.root_report = NULL;
    if (!moved)
        return fail("no move");
    last_think.ready = !last_think.journal.overflowed;
    last_think.budget = nodes;
    last_think.nodes = ctl.nodes;
    last_think.move = played;
    last_think.root_key = ctl.root_key;
    last_think.root_lock = ctl.root_lock;
    last_think.iterations = ctl.root_iteration;
    printf("replay %s, %ld slots saved\n", last_think.ready ? "yes" : "no",
           last_think.journal.count);
    printf("move ");
    print_square(played.from);
    print_square(played.to);
    putchar('\n');
    return done();
}

/* Take back the last move (the hash table keeps what the searches
   stored, as the terminal's undo does). */
EXPORT(web_undo) int web_undo(void)
{
    forget_think();
    if (!game_undo())
        return fail("no move to take back");
    return done();
}

/* A hint: think as web_think does, say the move, and take it back (as the
   terminal's friendly mode does: the hash lock stays counted on). */
EXPORT(web_hint) int web_hint(long nodes)
{
    if (!web_think(nodes))
        return 0;
    if (!game_undo())
        return fail("no move to take back");
    return done();
}

/* Read the path of child numbers ("3 0 12") from the input buffer, from
   `text` on.  Returns its length, or -1 (and a message) if it is not one. */
static int read_path(const char *text, int *path, int room)
{
    int n = 0;

    for (;;) {
        char *end;
        long k;

        while (*text == ' ')
            text++;
        if (!*text)
            return n;
        k = strtol(text, &end, 10);
        if (end == text || k < 0 || k > 100000 || n == room) {
            fail("the path must be child numbers, e.g. 3 0 12");
            return -1;
        }
        path[n++] = (int)k;
        text = end;
    }
}

#define PATH_MAX_LENGTH 60

/*
 * Open a node of the last thinking search: the search runs again from the
 * same position and the same hash table (the journal puts back every slot
 * it touched), with trace.c's path filter on the path in the input
 * buffer.  It prints the node and its children (trace lines, each closing
 * line with its node count), then "nodes N", the whole search's count,
 * which must be the first run's: the table ends as the first run left
 * it.  Nothing is held between calls but the journal.
 */
EXPORT(web_open_think) int web_open_think(void)
{
    int path[PATH_MAX_LENGTH], length;
    const Position now = pos;
    const SearchControl saved = ctl;
    Move played;
    int moved;

    if (!last_think.ready)
        return fail("micro-Max's last search can no longer be opened "
                    "(a move was played or the position changed since)");
    if ((length = read_path(input, path, PATH_MAX_LENGTH)) < 0)
        return 0;
    pos = last_think.before;
    journal_undo(&last_think.journal);
    ctl.node_budget = last_think.budget;
    ctl.kibitz = 0;
    ctl.root_report = NULL;
    trace_filter(path, length);
    trace_begin();
    moved = root_search(THINK, 0, &played);
    trace_on = 0;
    trace_filter(NULL, -1);
    ctl = saved;
    pos = now;
    if (!moved || ctl.nodes != last_think.nodes
        || played.from != last_think.move.from
        || played.to != last_think.move.to) {
        forget_think();
        return fail("the search ran differently the second time");
    }
    printf("nodes %ld\n", last_think.nodes);
    return done();
}

/*
 * The explorer: one search of the FEN on the first line of the input
 * buffer, `readable --trace DEPTH --fen FEN` (DEPTH: `depth`, the last
 * iteration's kibitz number, less the MVV/LVA iteration of 4.2, 4.3 and 4.8), with
 * the path filter on the path on the second line.  It runs in the game's
 * hash table in the journal's scratch mode: every slot it touches is
 * saved and cleared first, so it finds what a fresh program finds, and
 * all are put back after.  The position and the game are not touched.
 */
EXPORT(web_open_fen) int web_open_fen(int depth)
{
    int path[PATH_MAX_LENGTH], length;
    const Position now = pos;
    const SearchControl saved = ctl;
    Position start = pos;
    FenCounters counters;
    static Journal scratch;         /* its room kept for the next one */
    char error[200], *newline = strchr(input, '\n');

    if (!newline)
        return fail("a FEN, a new line, then the path");
    *newline = 0;
    /* depth as the kibitz lines count it (iterations - 1): --trace's
       DEPTH is that less the MVV/LVA iteration of 4.2, 4.3 and 4.8 */
    if (depth < 1 || depth > 8)
        return fail("the depth must be from 1 to 8");
    if ((length = read_path(newline + 1, path, PATH_MAX_LENGTH)) < 0)
        return 0;
    if (!fen_parse(input, &start, &counters, error, sizeof error))
        return fail(error);
    pos = start;
    pos.hash_lock = 0;              /* as in a program just started */
    journal_start(&scratch, JOURNAL_SCRATCH, 1L << 30);
    trace_filter(path, length);
    trace_search(depth - MVV_LVA_FIRST_ITERATION);
    trace_filter(NULL, -1);
    journal_stop();
    journal_undo(&scratch);
    ctl = saved;
    pos = now;
    return done();
}

/* The start of a line of words (after `*at`): copies the next word into
   word (at most size - 1 characters) and moves *at past it; 0 at the
   end. */
static int next_word(const char **at, char *word, size_t size)
{
    size_t n;

    while (**at == ' ')
        (*at)++;
    n = strcspn(*at, " \n");
    if (n == 0)
        return 0;
    if (n >= size)
        n = size - 1;
    memcpy(word, *at, n);
    word[n] = 0;
    *at += strcspn(*at, " \n");
    return 1;
}

/* One move of a line in the tree, on *p: a null move ("null": the side
   to move passes, no en-passant square, as search.c's null move) or a
   move of the ray walk, legal or not (the tree holds the illegal moves
   that a king capture refutes).  Writes its SAN (coordinates for a move
   that is not legal) into san when san is not NULL.  0 if neither. */
static int tree_move(Position *p, const char *word, char *san)
{
    int from, to, promotion;
    Position before = *p;
    Move m;

    if (!strcmp(word, "null")) {
        p->side = BOTH_SIDES - p->side;
        p->ep_square = NO_SQUARE;
        if (san)
            strcpy(san, "--");
        return 1;
    }
    if (!game_parse_move(word, &from, &to, &promotion))
        return 0;
    m.from = from;
    m.to = to;
    if (rules_play(p, from, to, NULL)) {
        if (san)
            san_write(&before, m, p, san);
        return 1;
    }
    if (!rules_make_any(p, from, to))
        return 0;
    if (san)
        snprintf(san, SAN_SIZE, "%s", word);
    return 1;
}

/*
 * A node of a tree the page shows, for "why this move" and for SAN: the
 * input buffer holds the root ("think": the last thinking search's
 * position; or a FEN, as web_open_fen reads it), a new line, the moves
 * from the root to the node, a new line, moves from the node.  Prints
 * "line SAN ..." (the moves to the node), then for each move from the
 * node "move e2e4 SAN material promotion centre castling king pawns
 * shelter advance total": its SAN and its score's terms (terms.h), as the
 * search computed that move's score there, in the engine's units for the
 * side that moves.
 */
EXPORT(web_describe) int web_describe(void)
{
    Position p = pos;
    FenCounters counters;
    char error[200], word[16], san[SAN_SIZE];
    char *line = strchr(input, '\n'), *children;
    const char *at;
    int captured;

    if (!line || !(children = strchr(line + 1, '\n')))
        return fail("the root, a new line, the line, a new line, the moves");
    *line++ = 0;
    *children++ = 0;
    if (!strcmp(input, "think")) {
        if (!last_think.ready)
            return fail("micro-Max's last search can no longer be opened "
                        "(a move was played or the position changed since)");
        p = last_think.before;
    } else if (!fen_parse(input, &p, &counters, error, sizeof error)) {
        return fail(error);
    }
    captured = p.captured;          /* the game's: the search never changes it */
    printf("line");
    for (at = line; next_word(&at, word, sizeof word);) {
        if (!tree_move(&p, word, san))
            return fail("the line holds a move that cannot be made");
        printf(" %s", san);
    }
    putchar('\n');
    for (at = children; next_word(&at, word, sizeof word);) {
        Position after = p;
        ScoreTerms t;
        int from, to, promotion;

        if (!game_parse_move(word, &from, &to, &promotion)
            || !tree_move(&after, word, san)
            || !score_terms(&p, from, to, captured, &t))
            return fail("a move from the node cannot be made");
        printf("move %s %s %d %d %d %d %d %d %d %d %d\n", word, san,
               t.material, t.promotion, t.centre, t.castling, t.king,
               t.pawns, t.shelter, t.advance, t.total);
    }
    return done();
}

/*
 * The lines behind the root's moves in the last thinking search: for each
 * legal move of its position, "candidate e2e4 SAN line...": the move's SAN
 * and the line that answers it, read from the hash table as the PV is
 * (engine/pv.c), from the position after the move.  The table is as that
 * search left it (the re-runs and the explorer put it back).
 */
EXPORT(web_candidates) int web_candidates(void)
{
    const Position *root = &last_think.before;
    Move list[MAX_MOVES], line[PV_MAX];
    int i, k, n, length;

    if (!last_think.ready)
        return fail("micro-Max's last search can no longer be opened "
                    "(a move was played or the position changed since)");
    n = rules_legal_moves(root, list);
    for (i = 0; i < n; i++) {
        Position after = *root, p;
        RayMove m;
        char san[SAN_SIZE];

        rules_play(&after, list[i].from, list[i].to, &m);
        san_write(root, list[i], &after, san);
        printf("candidate ");
        print_square(list[i].from);
        print_square(list[i].to);
        printf(" %s", san);
        length = pv_from_hash(&after, child_index_key(last_think.root_key,
                                                      after.board, &m),
                              child_lock(last_think.root_lock, after.board,
                                         &m),
                              line, pv_full_width_plies(last_think.iterations) - 1);
        p = after;
        for (k = 0; k < length; k++) {
            Position before = p;

            if (!rules_play(&p, line[k].from, line[k].to, NULL))
                break;
            san_write(&before, line[k], &p, san);
            printf(" %s", san);
        }
        putchar('\n');
    }
    return done();
}
