/*
 * xboard.c -- the xboard (CECP v2) front end.
 *
 * The protocol is line based: the GUI sends a command per line, the engine
 * answers when it has something to say ("move e2e4", "pong 3", an error).
 * While the engine thinks it keeps listening (think.c's hook): "?" makes
 * it move at once, and every other command waits until the move is made.
 * That is why the features say sigint=0: no interrupt signal is needed.
 * There is no pondering; "analyze" searches the position until a command
 * comes ("exit", a move, ...).
 *
 * With --nodes, or without a time control, a move is a node budget, as
 * in the terminal program.  With a clock (level, time) or st, a move gets
 * the time clock.h plans for it, and think.c stops the search there
 * (docs/front-ends.md, "Time and depth").
 */

#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/board.h"
#include "engine/hash.h"
#include "engine/pv.h"
#include "engine/rules.h"
#include "engine/search.h"
#include "engine/version.h"
#include "clock.h"
#include "fen.h"
#include "game.h"
#include "input.h"
#include "levels.h"
#include "notation.h"
#include "release.h"
#include "report.h"
#include "think.h"
#include "xboard.h"

/* Longest command line kept; longer ones are cut (setboard fits easily). */
#define LINE_SIZE 1024

/* xboard's mate scores: 100000 + N for mate in N moves, -100000 - N when
   mated in N. */
#define XBOARD_MATE 100000

static struct {
    int force;            /* play no side, only record moves          */
    int engine_side;      /* WHITE or BLACK                           */
    int post;             /* print thinking lines                     */
    int game_over;        /* a result was given (by us or the GUI)     */
    int bad_position;     /* setboard was refused: refuse moves until  */
                          /*   the next new or setboard                */
    int depth_limit;      /* sd: 0 for none                           */
    double st_seconds;    /* st: seconds per move, 0 for none         */
    int level_mps;        /* level: moves per session, 0 = all game   */
    double level_base;    /*   seconds per session                    */
    double level_inc;     /*   seconds added per move                 */
    int have_level;
    double clock;         /* time: our remaining seconds, < 0 unknown */
    int engine_moves;     /* moves the engine made in this game       */
    int analyzing;        /* analyze mode, until exit                 */
    int analysis_done;    /*   the search of this position has ended  */
    long fixed_nodes;     /* --nodes: overrides the clock             */
    int level;            /* option Level: 0 (none) or 1..LEVEL_COUNT */
    long memory_mb;       /* a memory command waiting for the next new */
} xb;

/*
 * The limits of the next engine move:
 *   --nodes N      N nodes, whatever the clock says;
 *   st S           S seconds (less the overhead), all of them;
 *   level/time     the time clock.h plans from the clock (the moves
 *                  to the next time control, or sudden death, and the
 *                  increment);
 *   nothing        the terminal program's 1,000,000 nodes.
 */
static void move_limits(Thinking *t)
{
    const double overhead = (double)CLOCK_OVERHEAD_MS / 1000;

    t->nodes = LONG_MAX;
    if (xb.fixed_nodes > 0) {
        t->nodes = xb.fixed_nodes;
    } else if (xb.st_seconds > 0) {
        t->time = clock_per_move(xb.st_seconds, overhead);
    } else if (xb.have_level) {
        double left = xb.clock >= 0 ? xb.clock : xb.level_base;
        long to_go = xb.level_mps > 0
                   ? xb.level_mps - xb.engine_moves % xb.level_mps : 0;

        t->time = clock_plan(left - overhead, xb.level_inc, to_go);
    } else {
        t->nodes = DEFAULT_NODE_BUDGET;
    }
    /* option Level: the terminal's level, a node budget under any clock */
    if (xb.level > 0 && levels[xb.level - 1].nodes < t->nodes)
        t->nodes = levels[xb.level - 1].nodes;
}

/* The thinking line after every completed root iteration worth showing
   (think.c): ply, score (in centipawns, as the GUIs count; a mate in the
   protocol's form), time in centiseconds, nodes, and the principal
   variation. */
static void report_iteration(void)
{
    char pv[REPORT_PV_SIZE];
    int mate = pv_mate_moves(ctl.root_score);
    int score = mate > 0 ? XBOARD_MATE + mate
              : mate < 0 ? -XBOARD_MATE + mate
              : report_centipawns(ctl.root_score);

    if (!xb.post)
        return;
    report_pv(pv, sizeof pv);
    printf("%d %d %ld %ld %s\n", think_depth(), score,
           (long)(think_seconds() * 100), ctl.nodes, pv);
    fflush(stdout);
}

/* A line that arrives while the engine thinks (think.h).  When it
   thinks about its move, only "?" (move now) cuts the search short;
   everything else waits for the move, as if the search had been
   instant, so that a script that sends its commands all at once gets
   the same answers as a GUI that waits.  An analysis goes on until a
   command comes, and the command is then carried out. */
static int during_search(const char *line)
{
    char word[16];

    if (line == NULL)             /* end of input */
        return xb.analyzing ? THINK_ABANDON : THINK_GO_ON;
    if (sscanf(line, "%15s", word) != 1 || strcmp(word, ".") == 0)
        return THINK_GO_ON;
    if (xb.analyzing)
        return THINK_ABANDON | THINK_KEEP;
    if (strcmp(word, "?") == 0)
        return THINK_MOVE_NOW;
    return THINK_KEEP;
}

/* If the game has ended on the board, say so in the protocol's form. */
static int announce_result(void)
{
    switch (game_status()) {
    case GAME_CHECKMATE:
        puts(pos.side == BLACK ? "1-0 {White mates}" : "0-1 {Black mates}");
        break;
    case GAME_STALEMATE:
        puts("1/2-1/2 {Stalemate}");
        break;
    case GAME_ON:
        return 0;
    }
    xb.game_over = 1;
    return 1;
}

static void engine_move(void)
{
    Thinking t = { 0 };
    Move m;
    char text[6];

    if (xb.bad_position) {
        puts("Error (illegal position): go");
        return;
    }
    if (xb.game_over || announce_result())
        return;
    move_limits(&t);
    t.iteration_limit = ROOT_MAX_ITERATION;
    if (xb.depth_limit > 0 && xb.depth_limit + 2 < ROOT_MAX_ITERATION)
        t.iteration_limit = xb.depth_limit + 2;
    t.play = 1;
    t.report = report_iteration;
    t.on_line = during_search;
    switch (think(&t, &m)) {
    case THOUGHT_ABANDONED:       /* (only an analysis is abandoned) */
        return;
    case THOUGHT_NO_MOVE:
        /* Cannot happen when the rules found a legal move; give up
           rather than hang the GUI. */
        puts("resign");
        xb.game_over = 1;
        return;
    case THOUGHT_MOVE:
        break;
    }
    xb.engine_moves++;
    game_move_text(game_before_last(), m, text);
    printf("move %s\n", text);
    announce_result();
}

/* Analyze mode: search the position until a command arrives (think.c
   keeps it for the command loop), printing the thinking lines; the
   position does not change.  A search that ends by itself (a mate, or
   the deepest iteration) is not started again until the position
   changes. */
static void analyze(void)
{
    Thinking t = { 0 };
    Move m;
    int post = xb.post;

    xb.analysis_done = 1;
    if (xb.bad_position || game_status() != GAME_ON)
        return;
    t.nodes = LONG_MAX;
    t.iteration_limit = ROOT_MAX_ITERATION;
    t.play = 0;
    t.report = report_iteration;
    t.on_line = during_search;
    xb.post = 1;                  /* analysis is its thinking output */
    if (think(&t, &m) == THOUGHT_ABANDONED)
        xb.analysis_done = 0;     /* a command came: search again after */
    xb.post = post;
}

/* A move from the GUI: "Illegal move: ..." unless the engine's root
   check plays it.  micro-Max itself promotes to a queen only (e7e8 is
   e7e8q), but an opponent may promote to a rook, bishop or knight:
   refusing that legal move would make the GUI forfeit the engine (a
   false illegal-move claim), so it is played as a queen promotion whose
   queen is then exchanged (game_play_underpromotion). */
static void user_move(const char *text)
{
    int from = 0, to = 0, promotion = 0, type = QUEEN, played;
    int legal = !xb.bad_position
                && game_parse_move(text, &from, &to, &promotion);

    if (legal && promotion) {
        type = promotion_type(promotion);
        legal = type && rules_is_promotion(&pos, from, to);
    }
    if (!legal || rules_verdict(&pos, from, to) != RULES_LEGAL) {
        printf("Illegal move: %s\n", text);
        return;
    }
    if (type != QUEEN)
        played = game_play_underpromotion(from, to, type);
    else
        played = game_play(from, to);
    if (!played) {
        printf("Illegal move: %s\n", text);
        puts("# the rules helper and the engine disagree: please report");
        return;
    }
    /* In force mode the GUI is only setting up a game: no claims; in
       analysis the engine does not move. */
    if (xb.force || xb.analyzing || announce_result())
        return;
    if (pos.side == xb.engine_side)
        engine_move();
}

/* "level MPS BASE INC": BASE is minutes or minutes:seconds. */
static int set_level(const char *args)
{
    int mps;
    double minutes, seconds = 0, inc;
    char base[32];

    if (sscanf(args, "%d %31s %lf", &mps, base, &inc) != 3 || mps < 0
        || inc < 0)
        return 0;
    if (strchr(base, ':')) {
        if (sscanf(base, "%lf:%lf", &minutes, &seconds) != 2)
            return 0;
    } else if (sscanf(base, "%lf", &minutes) != 1) {
        return 0;
    }
    xb.level_mps = mps;
    xb.level_base = minutes * 60 + seconds;
    xb.level_inc = inc;
    xb.have_level = 1;
    xb.st_seconds = 0;
    return 1;
}

static void new_game(void)
{
    if (xb.memory_mb)
        hash_use(xb.memory_mb);  /* before the new game fills the table */
    xb.memory_mb = 0;
    game_start_standard();
    xb.bad_position = 0;
    xb.force = 0;
    xb.engine_side = BLACK;
    xb.game_over = 0;
    xb.depth_limit = 0;
    xb.engine_moves = 0;
}

/* Commands that xboard may send and that need no answer here. */
static int ignored(const char *command)
{
    static const char *const list[] = {
        "xboard", "accepted", "rejected", "random", "computer", "hard",
        "easy", "name", "rating", "ics", "draw", "?", "otim", ".", NULL
    };
    int i;

    for (i = 0; list[i]; i++)
        if (strcmp(command, list[i]) == 0)
            return 1;
    return 0;
}

/* One command line (without its newline).  Returns 0 for quit. */
static int command(char *line)
{
    char whole[LINE_SIZE];
    char *args = line, *word;
    long n;
    char *end;
    int from, to, promotion;

    strcpy(whole, line);

    while (isspace((unsigned char)*args))
        args++;
    word = args;
    if (!*word)
        return 1;
    while (*args && !isspace((unsigned char)*args))
        args++;
    if (*args)
        *args++ = 0;
    while (isspace((unsigned char)*args))
        args++;

    if (ignored(word)) {
        /* nothing to say */
    } else if (strcmp(word, "protover") == 0) {
        if (atoi(args) >= 2)
            printf("feature setboard=1 usermove=1 ping=1 sigint=0 sigterm=0 "
                   "colors=0 analyze=1 memory=1 "
                   "myname=\"micro-Max %s readable %s\" "
                   "option=\"Level -spin 0 0 %d\" done=1\n", VERSION_NAME,
                   RELEASE_VERSION, LEVEL_COUNT);
    } else if (strcmp(word, "new") == 0) {
        new_game();
    } else if (strcmp(word, "force") == 0) {
        xb.force = 1;
    } else if (strcmp(word, "analyze") == 0) {
        xb.analyzing = 1;
    } else if (strcmp(word, "exit") == 0) {
        xb.analyzing = 0;
    } else if (strcmp(word, "go") == 0) {
        xb.analyzing = 0;
        xb.force = 0;
        xb.engine_side = pos.side;
        engine_move();
    } else if (strcmp(word, "usermove") == 0) {
        if (*args)
            user_move(args);
        else
            puts("Error (bad argument): usermove");
    } else if (strcmp(word, "setboard") == 0) {
        Position p = pos;
        FenCounters k;
        char error[200];

        /* A refused position leaves the engine without one: as the
           protocol suggests, every move is illegal until new or a good
           setboard. */
        if (fen_parse(args, &p, &k, error, sizeof error)) {
            game_start(&p, &k);
            xb.game_over = 0;
            xb.bad_position = 0;
        } else {
            printf("tellusererror Illegal position: %s\n", error);
            xb.bad_position = 1;
        }
    } else if (strcmp(word, "sd") == 0) {
        n = strtol(args, &end, 10);
        if (end == args || *end || n < 0)
            printf("Error (bad argument): sd %s\n", args);
        else
            xb.depth_limit = n > ROOT_MAX_ITERATION ? ROOT_MAX_ITERATION : (int)n;
    } else if (strcmp(word, "st") == 0) {
        double s = strtod(args, &end);

        if (end == args || *end || s <= 0)
            printf("Error (bad argument): st %s\n", args);
        else
            xb.st_seconds = s;
    } else if (strcmp(word, "level") == 0) {
        if (!set_level(args))
            printf("Error (bad argument): level %s\n", args);
    } else if (strcmp(word, "time") == 0) {
        n = strtol(args, &end, 10);
        if (end == args || *end)
            printf("Error (bad argument): time %s\n", args);
        else
            xb.clock = (double)n / 100;
    } else if (strcmp(word, "post") == 0) {
        xb.post = 1;
    } else if (strcmp(word, "nopost") == 0) {
        xb.post = 0;
    } else if (strcmp(word, "ping") == 0) {
        if (*args)
            printf("pong %s\n", args);
        else
            puts("Error (bad argument): ping");
    } else if (strcmp(word, "result") == 0) {
        xb.game_over = 1;
    } else if (strcmp(word, "undo") == 0 || strcmp(word, "remove") == 0) {
        int count = word[0] == 'u' ? 1 : 2;

        if (game_plies() < count) {
            printf("Error (command not legal now): %s\n", word);
        } else {
            while (count--)
                game_undo();
            xb.game_over = 0;
        }
    } else if (strcmp(word, "memory") == 0) {
        /* "memory N": N megabytes (MiB, hash_use()) for the hash table (feature memory=1).  A new
           size moves every position to another slot, so during a game
           (4.8 keeps the game's draw locks in the table, history.h) it
           waits for the next new game. */
        n = strtol(args, &end, 10);
        if (end == args || *end || n < 1)
            printf("Error (bad argument): memory %s\n", args);
        else if (game_plies() == 0)
            hash_use(n);
        else
            xb.memory_mb = n;
    } else if (strcmp(word, "option") == 0) {
        /* "option Level=N": the only option (feature option above) */
        if (strncmp(args, "Level=", 6) == 0 && (n = strtol(args + 6, &end, 10),
                                                end > args + 6 && !*end)
            && n >= 0 && n <= LEVEL_COUNT)
            xb.level = (int)n;
        else
            printf("Error (bad argument): option %s\n", args);
    } else if (strcmp(word, "quit") == 0) {
        return 0;
    } else if (game_parse_move(word, &from, &to, &promotion) && !*args) {
        user_move(word);          /* a bare move, as in protocol 1 */
    } else {
        for (word = whole; isspace((unsigned char)*word); word++)
            ;
        printf("Error (unknown command): %s\n", word);
    }
    return 1;
}

void play_xboard(long fixed_nodes)
{
    char line[LINE_SIZE];

    ctl.kibitz = 0;        /* (a plain --kibitz run that met "xboard") */
    xb.force = 0;
    xb.engine_side = BLACK;
    xb.clock = -1;
    xb.fixed_nodes = fixed_nodes;
    /* Every answer must reach the GUI at once: flush after each command
       (and after each thinking line).  Lines too long for the buffer are
       cut (input.c). */
    for (;;) {
        if (xb.analyzing && !xb.analysis_done)
            analyze();
        if (!input_read(line, sizeof line))
            break;
        /* xboard's "." asks for a status line; it changes nothing */
        if (strcmp(line, ".") != 0)
            xb.analysis_done = 0;
        if (!command(line))
            break;
        fflush(stdout);
    }
}
