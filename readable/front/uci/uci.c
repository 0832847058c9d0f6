/*
 * uci.c -- the UCI front end (uci.h): the command parser, the thinking
 * output and the clock.  The game the GUI sends is kept by uci_game.c, so
 * that micro-Max plays it exactly as the terminal program would.
 *
 * While a search runs, think.c's hook hands over each command line that
 * arrives (during_search): isready is answered at once, stop ends the
 * search, ponderhit gives a ponder search the go command's limits, quit ends
 * it as stop would and then exits; everything else waits for the search
 * to end, or, in a search that only stop ends (go infinite, go ponder),
 * ends it as stop would (but debug, which is set at once).
 */
#define _POSIX_C_SOURCE 200809L

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "engine/board.h"
#include "engine/hash.h"
#include "engine/pv.h"
#include "engine/rules.h"
#include "engine/search.h"
#include "engine/version.h"
#include "front/bench.h"
#include "front/clock.h"
#include "front/game.h"
#include "front/input.h"
#include "front/levels.h"
#include "front/release.h"
#include "front/report.h"
#include "front/think.h"
#include "uci.h"
#include "uci_game.h"

/* Time management (go wtime/btime ..., movetime): clock.h.  Milliseconds
   kept back for the time the GUI and the pipes take: the option Move
   Overhead, up to this. */
#define DEFAULT_OVERHEAD_MS CLOCK_OVERHEAD_MS
#define MAX_OVERHEAD_MS     5000

static struct {
    long fixed_nodes;     /* --nodes: every go has this node budget     */
    long overhead_ms;     /* option Move Overhead                       */
    int level;            /* option Level: 0 (none) or 1..LEVEL_COUNT   */
    int infinite;         /* the search under way is "go infinite"      */
    int pondering;        /* it is "go ponder", and no ponderhit yet    */
    int stop_seen;        /*   and it was told to stop                  */
    Thinking *search;     /* the search under way (its limits)          */
    Thinking after_ponderhit; /* go ponder: the limits from ponderhit on */
    int debug;            /* "debug on": diagnostics as info strings    */
    /* The info lines printed by this search, and the last one's PV, for
       the line that closes the search (final_info()). */
    int reported;
    char last_pv[REPORT_PV_SIZE];
} uci;

static void say(const char *format, ...)
    __attribute__((format(printf, 1, 2)));

static void debug_say(const char *format, ...)
    __attribute__((format(printf, 1, 2)));

/* Every line reaches the GUI at once. */
static void say(const char *format, ...)
{
    va_list args;

    va_start(args, format);
    vprintf(format, args);
    va_end(args);
    putchar('\n');
    fflush(stdout);
}

/* A diagnostic: an info string only after "debug on" (what a GUI shows
   as thinking output should be the search, not remarks on it). */
static void debug_say(const char *format, ...)
{
    va_list args;

    if (!uci.debug)
        return;
    fputs("info string ", stdout);
    va_start(args, format);
    vprintf(format, args);
    va_end(args);
    putchar('\n');
    fflush(stdout);
}

/* The next word of *text (cut off with a NUL), or NULL. */
static char *next_word(char **text)
{
    char *p = *text, *word;

    while (isspace((unsigned char)*p))
        p++;
    if (!*p) {
        *text = p;
        return NULL;
    }
    word = p;
    while (*p && !isspace((unsigned char)*p))
        p++;
    if (*p)
        *p++ = 0;
    *text = p;
    return word;
}

/* ---- uci, setoption, ucinewgame ---- */

static void identify(void)
{
    say("id name micro-Max %s readable %s", VERSION_NAME, RELEASE_VERSION);
    say("id author H.G. Muller (micro-Max), readable port");
    /* The options it has.  Hash: the listing's table is the default and
       the largest (hash.h); one thread is fixed (match runners set
       Threads, so it is declared). */
    say("option name Hash type spin default %ld min 1 max %ld",
        hash_max_megabytes(), hash_max_megabytes());
    say("option name Threads type spin default 1 min 1 max 1");
    say("option name Move Overhead type spin default %d min 0 max %d",
        DEFAULT_OVERHEAD_MS, MAX_OVERHEAD_MS);
    /* The terminal's strength levels (levels.h): 0 is full strength. */
    say("option name Level type spin default 0 min 0 max %d", LEVEL_COUNT);
    say("uciok");
}

/* The word `word` standing alone in `text` (not inside another word), or
   NULL. */
static char *find_word(char *text, const char *word)
{
    size_t n = strlen(word);
    char *p = text;

    while ((p = strstr(p, word)) != NULL) {
        if ((p == text || isspace((unsigned char)p[-1]))
            && (!p[n] || isspace((unsigned char)p[n])))
            return p;
        p++;
    }
    return NULL;
}

/* Cut trailing blanks off a string. */
static void trim_end(char *text)
{
    char *end = text + strlen(text);

    while (end > text && isspace((unsigned char)end[-1]))
        *--end = 0;
}

/* "setoption name NAME [value VALUE]"; names are case-insensitive. */
static void set_option(char *args)
{
    char *name = next_word(&args), *value, *end;
    long n = -1;
    static char nothing[1];

    if (name == NULL || strcmp(name, "name") != 0) {
        say("info string setoption needs: name NAME [value VALUE]");
        return;
    }
    while (isspace((unsigned char)*args))
        args++;
    name = args;
    value = find_word(args, "value");
    if (value == args)
        name = nothing;
    if (value) {
        if (value > args)
            value[-1] = 0;              /* ends the name */
        value += 5;
        while (isspace((unsigned char)*value))
            value++;
        trim_end(value);
        n = strtol(value, &end, 10);
        if (end == value || *end)
            n = -1;
    }
    trim_end(name);
    if (strcasecmp(name, "Hash") == 0) {
        if (n < 1) {
            say("info string Hash needs a number of megabytes (MiB) from 1 to %ld",
                hash_max_megabytes());
        } else {
            /* a new size moves every position to another slot: the table
               starts empty, and the next position command replays the
               game into it (4.8's draw locks, history.h) */
            hash_use(n);
            uci_game_new();
            if (hash_kilobytes() != n * 1024)
                debug_say("Hash %ld MiB: %ld KiB in use (a power of two "
                          "of 12-byte slots)", n, hash_kilobytes());
        }
    } else if (strcasecmp(name, "Threads") == 0) {
        if (n != 1)
            say("info string Threads is fixed at 1");
    } else if (strcasecmp(name, "Move Overhead") == 0) {
        if (n < 0 || n > MAX_OVERHEAD_MS)
            say("info string Move Overhead needs a number from 0 to %d",
                MAX_OVERHEAD_MS);
        else
            uci.overhead_ms = n;
    } else if (strcasecmp(name, "Level") == 0) {
        if (n < 0 || n > LEVEL_COUNT)
            say("info string Level needs a number from 0 (full strength) "
                "to %d", LEVEL_COUNT);
        else
            uci.level = (int)n;
    } else {
        say("info string no such option: %.60s", name);
    }
}

/* ---- position ---- */

/* "position startpos|fen FEN [moves MOVE...]" */
static void set_position(char *args)
{
    char why[256], *word = next_word(&args), *moves;
    const char *fen = NULL;

    if (word && strcmp(word, "fen") == 0) {
        /* the FEN is every word up to "moves" */
        fen = args;
        moves = find_word(args, "moves");
        if (moves) {
            if (moves > args)
                moves[-1] = 0;
            else
                fen = "";
            args = moves;
        } else {
            args += strlen(args);
        }
    } else if (!word || strcmp(word, "startpos") != 0) {
        say("info string position refused: expected startpos or fen%s",
            word ? "" : ", got nothing");
        uci_game_refuse();
        return;
    }
    word = next_word(&args);
    if (word && strcmp(word, "moves") != 0) {
        say("info string position refused: expected moves, got '%.20s'", word);
        uci_game_refuse();
        return;
    }
    if (!uci_game_position(fen, args, why, sizeof why))
        say("info string position refused: %s", why);
}

/* ---- go ---- */

static void format_score(int score, char *buf, size_t size)
{
    int mate = pv_mate_moves(score);

    if (mate)
        snprintf(buf, size, "mate %d", mate);
    else
        snprintf(buf, size, "cp %d", report_centipawns(score));
}

/* One info line: the search's time and speed so far. */
static void info(int depth, int score, long nodes, const char *pv)
{
    char text[32], speed[40] = "";
    double seconds = think_seconds();
    long ms = (long)(seconds * 1000);

    format_score(score, text, sizeof text);
    /* Under a millisecond the speed is a division by almost nothing:
       leave it out (UCI allows it) rather than print a wild figure. */
    if (ms > 0)
        snprintf(speed, sizeof speed, " nps %ld",
                 (long)((double)nodes / seconds));
    say("info depth %d score %s nodes %ld time %ld%s pv %s", depth, text,
        nodes, ms, speed, pv);
    uci.reported++;
    snprintf(uci.last_pv, sizeof uci.last_pv, "%s", pv);
}

/* Does PV start with MOVE? */
static int pv_starts_with(const char *pv, const char *move)
{
    size_t n = strlen(move);

    return strncmp(pv, move, n) == 0 && (pv[n] == 0 || pv[n] == ' ');
}

/* The line that closes a search, just before bestmove: GUIs and match
   runners take the search's depth, score, nodes, time and speed from the
   last info line, and the move from the start of its PV.  A search that
   ended by itself without a clock has already said it all in its last
   iteration's line (the root's playing pass after it prints neither a
   kibitz line nor an info line, and its nodes count in neither).  One that was stopped (go nodes, the clock,
   stop), or that ran on a clock (which ends it when an iteration ends
   late, after that iteration's line), gets one more line: every node up
   to the end, the time then, and the move played: the stopped
   iteration's best so far, with that iteration's depth, or the last
   completed iteration's line (think.h). */
static void final_info(const char *move, int on_clock)
{
    char pv[REPORT_PV_SIZE];
    int score, iteration, depth, partial_score;

    snprintf(pv, sizeof pv, "%s", move);
    if (think_used_partial(&partial_score)) {
        think_last_iteration(&score, &iteration);
        depth = iteration + 1;
        score = partial_score;
    } else if (think_last_iteration(&score, &iteration)) {
        depth = iteration;
        if (uci.reported > 0 && pv_starts_with(uci.last_pv, move)) {
            if (!think_was_stopped() && !on_clock)
                return;
            snprintf(pv, sizeof pv, "%s", uci.last_pv);
        }
    } else {
        depth = score = 0;
    }
    info(depth, score, think_nodes(), pv);
}

/* After every completed root iteration worth showing (think.c). */
static void report(void)
{
    char pv[REPORT_PV_SIZE];

    report_pv(pv, sizeof pv);
    info(think_depth(), ctl.root_score, ctl.nodes, pv);
}

/* ponderhit during "go ponder": the opponent played the move we thought
   about, so the search, until now unlimited, gets the go command's limits,
   its clock counted from now.  (The iterations already done count: if
   they are past a node budget or a depth, the search ends after the one
   under way.) */
static void ponderhit(void)
{
    Thinking *t = uci.search;
    const Thinking *limits = &uci.after_ponderhit;
    double now = think_seconds();

    uci.pondering = 0;
    ctl.node_budget = limits->nodes;
    t->node_limit = limits->node_limit;
    if (t->node_limit > 0 && t->node_limit < ctl.poll_at)
        ctl.poll_at = t->node_limit;   /* (past it already: stop at once) */
    if (limits->iteration_limit < ctl.iteration_limit)
        ctl.iteration_limit = limits->iteration_limit;
    t->time = limits->time;
    if (t->time.most > 0) {
        t->time.start_by += now;
        t->time.most += now;
    }
}

/* "debug on" / "debug off" (anything else leaves it as it is). */
static void set_debug(char *args)
{
    char *word = next_word(&args);

    if (word != NULL && strcmp(word, "on") == 0)
        uci.debug = 1;
    else if (word != NULL && strcmp(word, "off") == 0)
        uci.debug = 0;
}

/* A line that arrived during the search (think.h). */
static int during_search(const char *line)
{
    char copy[16], *rest = copy, *word;

    if (line == NULL) {   /* end of input: a finite search may finish */
        if (!uci.infinite && !uci.pondering)
            return THINK_GO_ON;
        uci.stop_seen = 1;
        return THINK_MOVE_NOW;
    }
    snprintf(copy, sizeof copy, "%s", line);
    word = next_word(&rest);
    if (word != NULL && strcmp(word, "ponderhit") == 0) {
        if (uci.pondering)
            ponderhit();
        return THINK_GO_ON;
    }
    if (word == NULL)
        return THINK_GO_ON;
    /* debug during a search that only stop ends: at once, the search
       goes on; otherwise after the search, in its turn */
    if (strcmp(word, "debug") == 0 && (uci.infinite || uci.pondering)) {
        set_debug(rest);
        return THINK_GO_ON;
    }
    if (strcmp(word, "isready") == 0) {
        say("readyok");
        return THINK_GO_ON;
    }
    if (strcmp(word, "stop") == 0) {
        uci.stop_seen = 1;
        return THINK_MOVE_NOW;
    }
    if (strcmp(word, "quit") == 0 || uci.infinite || uci.pondering) {
        uci.stop_seen = 1;
        return THINK_MOVE_NOW | THINK_KEEP;
    }
    return THINK_KEEP;
}

/* "go infinite" or "go ponder" ended by itself (a mate found, or the
   deepest iteration): the protocol wants the bestmove only after stop
   (or, when pondering, ponderhit). */
static void wait_for_stop(void)
{
    static char line[INPUT_LINE_SIZE];

    while (uci.infinite || uci.pondering) {
        int bits;

        if (!input_read(line, sizeof line))
            return;
        bits = during_search(line);
        if (bits & THINK_KEEP)
            input_keep(line);
        if (bits & THINK_MOVE_NOW)
            return;
    }
}

/* The time to think, from the clock of the side to move (milliseconds;
   clock.h). */
static void clock_limits(long left_ms, long inc_ms, long moves_to_go,
                         Thinking *t)
{
    t->time = clock_plan((double)(left_ms - uci.overhead_ms) / 1000,
                         (double)inc_ms / 1000, moves_to_go);
}

/* Under debug on: a search stopped by its time limit says which
   iteration was cut short, and whether the move is its best so far or
   the last completed iteration's (think.h). */
static void report_time_limit(void)
{
    int score, iteration, partial = think_used_partial(&score);

    if (think_last_iteration(&score, &iteration))
        debug_say("time limit after %ld ms: depth %d stopped, "
                  "the move is depth %d's%s", (long)(think_seconds() * 1000),
                  iteration + 1, iteration + partial,
                  partial ? " (its best so far)" : "");
    else
        debug_say("time limit after %ld ms: no iteration completed; "
                  "the move is the first legal one",
                  (long)(think_seconds() * 1000));
}

/* Under debug on: the time a clocked search plans to take (clock.h). */
static void report_time_plan(const Thinking *t)
{
    if (t->time.most > 0)
        debug_say("time plan: no new iteration after %ld ms, stop at %ld ms",
                  (long)(t->time.start_by * 1000), (long)(t->time.most * 1000));
}

/* The number after a go keyword: 1 and *n, or 0 after an info string. */
static int go_number(char **args, const char *key, long lo, long *n)
{
    char *word = next_word(args), *end;

    if (word == NULL) {
        say("info string go %s needs a number", key);
        return 0;
    }
    errno = 0;
    *n = strtol(word, &end, 10);
    if (end == word || *end || errno == ERANGE || *n < lo) {
        if (lo == LONG_MIN)     /* (a clock may be negative: time is up) */
            say("info string go %s needs a whole number of milliseconds, "
                "not '%.20s': ignored", key, word);
        else
            say("info string go %s needs a whole number of at least %ld, "
                "not '%.20s': ignored", key, lo, word);
        return 0;
    }
    return 1;
}

static void go(char *args)
{
    Thinking t = { 0 };
    long wtime = -1, btime = -1, winc = 0, binc = 0, to_go = 0;
    long movetime = -1, depth = 0, nodes = 0, n, own, inc;
    int limited = 0, letter, ponder = 0;
    char *word, *pending = NULL, text[6];
    Move m;
    ThinkResult result;

    uci.infinite = 0;
    uci.pondering = 0;
    while ((word = pending ? pending : next_word(&args)) != NULL) {
        pending = NULL;
        if (strcmp(word, "wtime") == 0) {
            if (go_number(&args, word, LONG_MIN, &n))
                wtime = n < 0 ? 0 : n;
        } else if (strcmp(word, "btime") == 0) {
            if (go_number(&args, word, LONG_MIN, &n))
                btime = n < 0 ? 0 : n;
        } else if (strcmp(word, "winc") == 0) {
            if (go_number(&args, word, 0, &n))
                winc = n;
        } else if (strcmp(word, "binc") == 0) {
            if (go_number(&args, word, 0, &n))
                binc = n;
        } else if (strcmp(word, "movestogo") == 0) {
            if (go_number(&args, word, 1, &n))
                to_go = n;
        } else if (strcmp(word, "movetime") == 0) {
            if (go_number(&args, word, 0, &n))
                movetime = n;
        } else if (strcmp(word, "depth") == 0) {
            if (go_number(&args, word, 0, &n)) {
                /* A search of no depth would not choose a move: the
                   shallowest one that searches every move does. */
                if (n == 0)
                    debug_say("go depth 0: searching depth 1, "
                              "the shallowest search that chooses a move");
                depth = n > 0 ? n : 1;
            }
        } else if (strcmp(word, "nodes") == 0) {
            if (go_number(&args, word, 1, &n))
                nodes = n;
        } else if (strcmp(word, "infinite") == 0) {
            uci.infinite = 1;
        } else if (strcmp(word, "ponder") == 0) {
            ponder = 1;
        } else if (strcmp(word, "mate") == 0 || strcmp(word, "searchmoves") == 0) {
            say("info string go %s is not supported: ignored", word);
            if (word[0] == 'm')
                next_word(&args);
            else {        /* the moves, up to the next keyword */
                while ((word = next_word(&args)) != NULL
                       && game_parse_move(word, &m.from, &m.to, &letter))
                    ;
                pending = word;
            }
        } else {
            say("info string go: unknown word '%.20s' ignored", word);
        }
    }

    if (!uci_game_ready()) {
        say("info string go: no position (the last one was refused)");
        say("bestmove 0000");
        return;
    }
    uci_game_before_search();
    t.nodes = LONG_MAX;
    t.iteration_limit = ROOT_MAX_ITERATION;
    t.play = 1;
    t.report = report;
    t.on_line = during_search;
    own = pos.side == WHITE ? wtime : btime;
    inc = pos.side == WHITE ? winc : binc;
    if (uci.fixed_nodes > 0) {
        t.nodes = uci.fixed_nodes;
        limited = 1;
    } else if (!uci.infinite) {
        if (nodes > 0) {      /* at most that many: stop there */
            t.nodes = nodes;
            t.node_limit = nodes;
            limited = 1;
        }
        if (depth > 0) {
            /* depth is kibitz's ply: iterations up to depth + 1 */
            t.iteration_limit = depth + 2 < ROOT_MAX_ITERATION
                              ? (int)depth + 2 : ROOT_MAX_ITERATION;
            limited = 1;
        }
        if (movetime >= 0) {
            t.time = clock_per_move((double)movetime / 1000,
                                    (double)uci.overhead_ms / 1000);
            limited = 1;
        } else if (own >= 0) {
            clock_limits(own, inc, to_go, &t);
            limited = 1;
        }
        if (!limited)      /* a bare go: the terminal program's budget */
            t.nodes = DEFAULT_NODE_BUDGET;
    }
    /* A Level is the terminal's: its node budget, with the published
       meaning (checked between iterations); the clock still counts. */
    if (uci.level > 0 && levels[uci.level - 1].nodes < t.nodes)
        t.nodes = levels[uci.level - 1].nodes;

    if (ponder && !uci.infinite) {
        /* Search without limits until ponderhit (then with these) or
           stop; with --nodes, search those nodes as always, and hold the
           bestmove back until then. */
        uci.pondering = 1;
        uci.after_ponderhit = t;
        if (uci.fixed_nodes == 0) {
            t.nodes = LONG_MAX;
            t.node_limit = 0;
            t.iteration_limit = ROOT_MAX_ITERATION;
            t.time.most = 0;
        }
    }
    uci.search = &t;
    uci.stop_seen = 0;
    uci.reported = 0;
    report_time_plan(&t);
    result = think(&t, &m);
    if (think_hit_time_limit())
        report_time_limit();
    if (result == THOUGHT_MOVE) {
        const Position *before = game_before_last();

        game_move_text(before, m, text);
        final_info(text, t.time.most > 0);
        uci_game_engine_moved(before, m);
    } else {
        say("info depth 0 score %s", rules_in_check(&pos) ? "mate 0" : "cp 0");
        strcpy(text, "0000");
    }
    if (!uci.stop_seen)
        wait_for_stop();
    say("bestmove %s", text);
}

/* ---- bench ---- */

/* "bench [NODES]", as on the command line (bench.h), for testers that
   send it to the running engine (Stockfish answers it there too).  It
   searches its own positions from a fresh state, so the GUI's game
   starts afresh after it, as after ucinewgame. */
static void run_bench(char *args)
{
    long nodes = DEFAULT_NODE_BUDGET;
    char *word = next_word(&args), *end;

    if (word != NULL) {
        errno = 0;
        nodes = strtol(word, &end, 10);
        if (end == word || *end || errno == ERANGE || nodes < 1) {
            say("info string bench needs a node budget of at least 1, "
                "not '%.20s'", word);
            return;
        }
    }
    bench(nodes);
    uci_game_new();
}

/* ---- the command loop ---- */

/* One command line.  Returns 0 for quit.  As UCI asks, words before the
   first known command are skipped ("joho debug on" is "debug on"). */
static int command(const char *line)
{
    static char words[INPUT_LINE_SIZE];
    char *rest = words, *word;

    snprintf(words, sizeof words, "%s", line);
    while ((word = next_word(&rest)) != NULL) {
        if (strcmp(word, "uci") == 0) {
            identify();
        } else if (strcmp(word, "isready") == 0) {
            say("readyok");
        } else if (strcmp(word, "setoption") == 0) {
            set_option(rest);
        } else if (strcmp(word, "ucinewgame") == 0) {
            uci_game_new();
        } else if (strcmp(word, "position") == 0) {
            set_position(rest);
        } else if (strcmp(word, "go") == 0) {
            go(rest);
        } else if (strcmp(word, "quit") == 0) {
            return 0;
        } else if (strcmp(word, "debug") == 0) {
            set_debug(rest);
        } else if (strcmp(word, "bench") == 0) {
            run_bench(rest);
        } else if (strcmp(word, "stop") == 0 || strcmp(word, "ponderhit") == 0
                   || strcmp(word, "register") == 0) {
            /* nothing to do when no search runs */
        } else {
            continue;               /* not a command: try the next word */
        }
        return 1;
    }
    while (isspace((unsigned char)*line))
        line++;
    if (*line)
        say("info string unknown command: %.60s", line);
    return 1;
}

void play_uci(long fixed_nodes, int answer_uci)
{
    static char line[INPUT_LINE_SIZE];
    uci.fixed_nodes = fixed_nodes;
    uci.overhead_ms = DEFAULT_OVERHEAD_MS;
    ctl.kibitz = 0;
    uci_game_init();
    if (answer_uci)
        identify();
    while (input_read(line, sizeof line) && command(line))
        ;
}
