/*
 * friendly.c -- the friendly terminal mode (friendly.h): the command loop.
 *
 * You play one colour (White unless --black, or the side to move of a
 * --fen or --pgn position); after each of your moves micro-Max answers
 * for the other side.  An empty line (or "go") lets micro-Max move for
 * the side to move instead, so you can watch it play itself.  A move is
 * refused with a reason taken from the rules helper (rules.c), which
 * follows the engine's own move rules; a move the helper accepts is then
 * played by the engine's root search, exactly as the plain mode plays a
 * typed line, and micro-Max's own moves come from game_think().  So a
 * game here equals the plain-mode game of the same accepted moves, with
 * an empty line after each of yours, but for one case, 4.8 only: a legal
 * move that 4.8's root refuses (the plain mode ignores it) is played all
 * the same (game_play(), docs/front-ends.md "Moves the root refuses").
 *
 * What this file adds around that is bookkeeping, each part in a file of
 * its own: moves typed as squares or in SAN (typed.c, san.c), the game
 * record in PGN (pgn.c), the end of the game by the rules of chess
 * (endings.c), the board turned to your side (screen.c), keys typed
 * while micro-Max thinks kept as premoves and commands for after its
 * reply (type_ahead.c).
 */
#define _POSIX_C_SOURCE 200809L  /* getline */

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "engine/board.h"
#include "engine/rules.h"
#include "engine/search.h"
#include "engine/version.h"
#include "commentary.h"
#include "endings.h"
#include "front/fen.h"
#include "friendly.h"
#include "friendly_extras.h"
#include "front/game.h"
#include "interrupt.h"
#include "move_line.h"
#include "front/notation.h"
#include "pgn.h"
#include "san.h"
#include "screen.h"
#include "type_ahead.h"
#include "typed.h"

#define PLAYER_NAME "Player"

static struct {
    int you;          /* WHITE or BLACK: your side, at the bottom        */
    int auto_reply;   /* micro-Max answers your moves by itself          */
    int saved_plies;  /* the game had this many moves when last saved    */
    int armed;        /* Ctrl-C was pressed, and no line typed since:    */
                      /*   the next Ctrl-C leaves                        */
} fr;

#if defined(__GNUC__)
static void say(Style s, const char *format, ...)
    __attribute__((format(printf, 2, 3)));
#endif

/* One line of text of a kind (screen.h), coloured on a terminal. */
static void say(Style s, const char *format, ...)
{
    va_list args;

    screen_style(s);
    va_start(args, format);
    vprintf(format, args);
    va_end(args);
    screen_style(STYLE_PLAIN);
    putchar('\n');
}

static void game_over(void)
{
    puts("The game is over. Type new for a new game, or undo.");
}

/* The number of move `ply` of the game (12 for both 12. and 12...). */
static int fullmove_of(int ply)
{
    const char *start = game_start_fen();
    int first = atoi(strrchr(start, ' ') + 1);
    int black_began = game_position(0)->side == BLACK;

    return first + (ply + black_began) / 2;
}

/* The number of move `ply` of the game, and its dots: "12." for White's
   move, "12..." for Black's. */
static void move_number(int ply, char *buf)
{
    sprintf(buf, "%d%s", fullmove_of(ply),
            game_position(ply)->side == WHITE ? "." : "...");
}

/* The board from your side, then the state of the game. */
static void show(void)
{
    int plies = game_plies();
    Ending e = game_ending();
    Move last = { -1, -1 };

    if (plies > 0)
        last = game_move(plies - 1);
    screen_board(&pos, fr.you, last.from, last.to);
    if (e != ENDING_NONE) {
        say(STYLE_RESULT, "%s", ending_sentence(e));
        puts("Type new for a new game, or undo.");
        return;
    }
    if (rules_in_check(&pos)) {
        screen_style(STYLE_ALERT);
        fputs("Check!", stdout);
        screen_style(STYLE_PLAIN);
        putchar(' ');
    }
    printf("%s to move.\n", colour_name(pos.side));
}

/* micro-Max's own view of the position (board.h): the codes on the
   board, with the MOVED bit (32) for pieces that have moved (in 4.8
   also a pawn's bonus bits, 64 and 128: board.h), and the other fields
   of the state.  For the curious, and for the tests. */
static void print_state(void)
{
    int row, file;
    char name[3];

    printf("side %d (%s), en-passant square %d", pos.side,
           colour_name(pos.side), pos.ep_square);
    if (pos.ep_square == 0)
        printf(" (the value before the first move)");
    else if (!(pos.ep_square & OFF_BOARD))
        printf(" (%s)", square_name(pos.ep_square, name));
    printf(", evaluation %d, captured %d, hash lock %lu\n", pos.eval,
           pos.captured, (unsigned long)pos.hash_lock);
    for (row = 0; row < 8; row++) {
        printf("  %d", 8 - row);
        for (file = 0; file < 8; file++)
            printf(" %2d", pos.board[row * ROW + file]);
        putchar('\n');
    }
}

static void help(void)
{
    puts("Type a move in SAN, as players write it: e4, Nf3, exd5, O-O, O-O-O,\n"
         "e8=Q (or e8=N to under-promote), + or # only when true; or as\n"
         "its from and to squares: e2e4, g1-f3, e4xd5, e1g1, e7e8n.  Move\n"
         "numbers may stand before it (1. e4, 1...e5), and a line may hold\n"
         "several moves (1. e4 e5 2. Nf3), played in order.\n"
         "After your move micro-Max answers for the other side.  Its own\n"
         "promotions are always to a queen.  Ctrl-C stops its thought;\n"
         "Ctrl-C twice, or Ctrl-D, leaves.\n"
         "Commands:\n"
         "  (empty line) or go   micro-Max moves for the side to move\n"
         "  hint                 the move micro-Max would play for you\n"
         "  undo                 take back the last move (and your move\n"
         "                       before it, if the last was micro-Max's),\n"
         "                       or a resignation or agreed draw\n"
         "  new                  start a new game\n"
         "  white, black         play that colour (the board turns to it;\n"
         "                       micro-Max moves if it is its turn)\n"
         "  auto off, auto on    micro-Max stops or starts answering your\n"
         "                       moves (off: analyse, playing both sides)\n"
         "  nodes [N]            show or set micro-Max's node budget a move\n"
         "  moves                the moves so far in SAN\n"
         "  pgn [FILE]           print the game in PGN, or save it to FILE\n"
         "  load FILE            continue from the end of a PGN game\n"
         "  fen                  print the position in FEN\n"
         "  board                print the board again\n"
         "  state                print micro-Max's internal state: piece\n"
         "                       codes (+32: has moved; in 4.8 a pawn has\n"
         "                       +64 on its 6th rank, +128 on its 7th),\n"
         "                       en-passant square, evaluation, captured\n"
         "                       material, hash lock\n"
         "  help                 this text\n"
         "  quit                 leave");
    puts(friendly_extras_help);
}

/* From the search's poll hook: the keys typed meanwhile, shown on the
   thinking line as they come (type_ahead.h). */
static void look_at_keys(void)
{
    if (type_ahead_poll())
        screen_thinking_typed(type_ahead_shown());
}

/* micro-Max thinks for the side to move (interrupt.h: Ctrl-C stops it);
   the keys typed meanwhile are kept for after it (type_ahead.h). */
static int think(Move *m, char *text, double *seconds)
{
    int found;

    screen_thinking(1);
    type_ahead_hold();
    screen_thinking_typed(type_ahead_shown());   /* a line begun before */
    interrupt_also_look(look_at_keys);
    found = interrupt_engine_move(m, text, seconds);
    interrupt_also_look(NULL);
    type_ahead_poll();
    type_ahead_restore();
    screen_thinking(0);
    return found;
}

/* micro-Max moves for the side to move, exactly as game_think() plays. */
static void engine_move(void)
{
    Move m;
    char text[6], san[SAN_SIZE], number[16];
    double seconds;
    int ply = game_plies(), found;

    if (game_ending() != ENDING_NONE) {
        game_over();
        return;
    }
    commentary_before_search();
    found = think(&m, text, &seconds);
    commentary_after_search();
    if (found < 0) {
        say(STYLE_ERROR, "Stopped: micro-Max did not move. go (or an empty "
            "line) lets it think again; Ctrl-C again, or Ctrl-D, leaves.");
        fr.armed = 1;
        return;
    }
    if (!found) {
        puts("micro-Max found no move.");
        return;
    }
    move_number(ply, number);
    san_write(game_position(ply), m, &pos, san);
    screen_style(STYLE_ENGINE);
    printf("micro-Max plays %s %s (%s)", number, san, text);
    screen_style(STYLE_PLAIN);
    printf(" in %.2f s.\n", seconds);
    commentary_moved(game_position(ply)->side, seconds);
    commentary_print();
    show();
}

/* If it is micro-Max's turn and it answers by itself, it moves. */
static void reply_if_its_turn(void)
{
    if (fr.auto_reply && pos.side != fr.you && game_ending() == ENDING_NONE)
        engine_move();
}

/* Play a legal move typed (a promotion to its type) and say it: "You play
   3. Na3 (b1a3)."  Returns 0 if it was not played (which cannot happen:
   the rules helper follows the engine's rules, and a legal move that
   4.8's root refuses is played without its search, game.h). */
static int play_typed(const LineMove *typed)
{
    const TypedMove *m = &typed->move;
    int ply = game_plies(), under = m->promotion != QUEEN
                                    && rules_is_promotion(&pos, m->from, m->to);
    char number[16], san[SAN_SIZE], from[3], to[3];

    if (!(under ? game_play_underpromotion(m->from, m->to, m->promotion)
                : game_play(m->from, m->to))) {
        say(STYLE_ERROR, "Internal error: the engine refused %s, which the "
            "rules allow. Please report it.", typed->text);
        return 0;
    }
    commentary_moved(BOTH_SIDES - pos.side, -1);
    move_number(ply, number);
    san_write(game_position(ply), game_move(ply), &pos, san);
    printf("You play %s %s (%s%s", number, san, square_name(m->from, from),
           square_name(m->to, to));
    if (rules_is_promotion(game_position(ply), m->from, m->to))
        putchar(piece_letter(pos.board[m->to]) - 'A' + 'a');
    puts(").");
    return 1;
}

/* A line of moves (move_line.h): each played and said in turn, then
   micro-Max's answer if it answers by itself and it is its turn. */
static void user_move(const char *text)
{
    static LineMove moves[MOVE_LINE_MAX];
    char message[800];
    int n, i;

    if (game_ending() != ENDING_NONE) {
        game_over();
        return;
    }
    n = move_line_read(&pos, game_counters()->fullmove, text, moves,
                       message, sizeof message);
    if (n == 0) {
        say(STYLE_ERROR, "'%s' is not a move or a command. Moves look like "
            "e4, Nf3 or e2e4; type help for the commands.", text);
        return;
    }
    if (n < 0) {
        say(STYLE_ERROR, "%s", message);
        return;
    }
    for (i = 0; i < n; i++) {
        if (!play_typed(&moves[i]))
            break;
        if (game_ending() != ENDING_NONE) {
            if (i + 1 < n)
                puts("The game ended there: the rest of the line was not "
                     "played.");
            break;
        }
    }
    if (fr.auto_reply && pos.side != fr.you && game_ending() == ENDING_NONE)
        engine_move();
    else
        show();
}

/* Say the move of ply `ply` (before it is taken back): "12... Nf6". */
static void ply_text(int ply, char *buf)
{
    char number[16], san[SAN_SIZE];

    move_number(ply, number);
    san_write(game_position(ply), game_move(ply), game_position(ply + 1),
              san);
    sprintf(buf, "%s %s", number, san);
}

static const char *whose(int ply)
{
    return game_by_engine(ply) ? "micro-Max's" : "yours";
}

static void undo(void)
{
    Ending agreed = game_ending();
    char last[40], before[40];
    int ply = game_plies() - 1;

    /* A resignation or an agreed draw is taken back on its own: the moves
       stay as they were. */
    if (agreed == ENDING_WHITE_RESIGNS || agreed == ENDING_BLACK_RESIGNS
        || agreed == ENDING_DRAW_AGREED) {
        ending_agree(ENDING_NONE);
        printf("Took back the %s; the game goes on.\n",
               agreed == ENDING_DRAW_AGREED ? "agreed draw" : "resignation");
        show();
        return;
    }
    if (ply < 0) {
        puts("Nothing to undo.");
        return;
    }
    ply_text(ply, last);
    /* If micro-Max's reply is taken back, the move of yours it answered
       goes too, so that it is your turn again. */
    if (game_by_engine(ply) && ply > 0 && !game_by_engine(ply - 1)) {
        ply_text(ply - 1, before);
        game_undo();
        game_undo();
        printf("Took back %s (micro-Max's) and %s (yours).\n", last, before);
    } else {
        const char *by = whose(ply);

        game_undo();
        printf("Took back %s (%s).\n", last, by);
    }
    show();
    /* undo never makes micro-Max move by itself: say how to (with auto
       off you may also play that side's move yourself) */
    if (pos.side != fr.you && game_ending() == ENDING_NONE) {
        if (fr.auto_reply)
            printf("It is micro-Max's move (%s): go, or an empty line, lets "
                   "it move.\n", colour_name(pos.side));
        else
            printf("go, or an empty line, lets micro-Max move for %s.\n",
                   colour_name(pos.side));
    }
}

/* The move micro-Max would play for you: it thinks as for its own move,
   then takes the move back.  (Like undo, this leaves a trace: the
   search's entries in the table, which in 4.0-4.3 (whose hash lock has
   counted on) only choose where later scans start, and which 4.8's later
   searches may take; so its later moves can differ from a game without
   hints.) */
static void hint(void)
{
    Move m;
    char text[6], san[SAN_SIZE];
    double seconds;
    int ply = game_plies(), found;

    if (game_ending() != ENDING_NONE) {
        game_over();
        return;
    }
    found = think(&m, text, &seconds);
    if (found < 0) {
        say(STYLE_ERROR, "Stopped: no hint.");
        fr.armed = 1;
        return;
    }
    if (!found) {
        puts("micro-Max found no move.");
        return;
    }
    san_write(game_position(ply), m, &pos, san);
    game_undo();
    printf("Hint: %s (%s), found in %.2f s.\n", san, text, seconds);
}

static void set_nodes(const char *arg)
{
    char *end;
    long n;

    if (!*arg) {
        printf("micro-Max's budget is %ld nodes a move.\n", ctl.node_budget);
        return;
    }
    n = strtol(arg, &end, 10);
    if (end == arg || *end || n < 1 || n > 2000000000L) {
        say(STYLE_ERROR, "nodes needs a number from 1 to 2000000000, not "
            "'%s'.", arg);
        return;
    }
    ctl.node_budget = n;
    printf("micro-Max's budget is now %ld nodes a move.\n", n);
}

/* The players' names for PGN: who made the moves of that colour.  When
   both did, each name with the moves it made, in the order they came:
   "Player (move 1), micro-Max 4.8 (moves 2-40)". */
#define NAME_RUNS 4

static const char *player_of(int side)
{
    static char engine[40], names[2][NAME_RUNS * 48];
    const char *const who[2] = { PLAYER_NAME, engine };
    char *name = names[side == WHITE];
    int first[NAME_RUNS], last[NAME_RUNS], by[NAME_RUNS];
    int ply, runs = 0, i;
    size_t n = 0;

    sprintf(engine, "micro-Max %s", VERSION_NAME);
    for (ply = friendly_opening_plies(); ply < game_plies(); ply++) {
        int mover = game_by_engine(ply);

        if (game_position(ply)->side != side)
            continue;
        if (runs > 0 && by[runs - 1] == mover) {
            last[runs - 1] = fullmove_of(ply);
            continue;
        }
        if (runs == NAME_RUNS) {        /* too many to list: both names */
            sprintf(name, "%s and %s, in turns", who[1], who[0]);
            return name;
        }
        by[runs] = mover;
        first[runs] = last[runs] = fullmove_of(ply);
        runs++;
    }
    if (runs == 0)
        return who[side != fr.you];
    if (runs == 1)
        return who[by[0]];
    for (i = 0; i < runs; i++) {
        n += (size_t)sprintf(name + n, "%s%s (move", i ? ", " : "",
                             who[by[i]]);
        if (first[i] == last[i])
            n += (size_t)sprintf(name + n, " %d)", first[i]);
        else
            n += (size_t)sprintf(name + n, "s %d-%d)", first[i], last[i]);
    }
    return name;
}

static void save_pgn(const char *path)
{
    FILE *out;

    if (!*path) {
        pgn_write(stdout, player_of(WHITE), player_of(BLACK));
        return;
    }
    out = fopen(path, "w");
    if (!out) {
        say(STYLE_ERROR, "Cannot write %s: %s.", path, strerror(errno));
        return;
    }
    pgn_write(out, player_of(WHITE), player_of(BLACK));
    if (fclose(out) != 0)
        say(STYLE_ERROR, "Cannot write %s: %s.", path, strerror(errno));
    else {
        printf("Saved the game to %s.\n", path);
        fr.saved_plies = game_plies();
    }
}

/* Continue from the end of a PGN game: you get the side to move. */
static int load_pgn(const char *path)
{
    char error[300];
    int loaded;

    if (!*path) {
        say(STYLE_ERROR, "Type load and the name of a PGN file.");
        return 0;
    }
    loaded = pgn_load(path, error, sizeof error);
    if (loaded == 0) {
        say(STYLE_ERROR, "Cannot load the game: %s.", error);
        return 0;
    }
    if (loaded < 0)
        say(STYLE_ERROR, "%s: %s; the game goes on before it.", path, error);
    printf("Loaded %s: %d moves.\n", path, game_plies());
    return 1;
}

static void set_colour(int side)
{
    fr.you = side;
    printf("You play %s.\n", colour_name(side));
    show();
    reply_if_its_turn();
}

static void set_auto(const char *arg)
{
    if (strcmp(arg, "off") == 0) {
        fr.auto_reply = 0;
        puts("micro-Max no longer answers by itself; go (or an empty line) "
             "makes it move.");
    } else if (strcmp(arg, "on") == 0) {
        fr.auto_reply = 1;
        puts("micro-Max answers your moves again.");
        reply_if_its_turn();
    } else {
        say(STYLE_ERROR, "Type auto on or auto off (it is %s).",
            fr.auto_reply ? "on" : "off");
    }
}

static int blank(int c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v'
        || c == '\f';
}

/* Trim the line. */
static char *trim(char *line)
{
    char *end;

    while (blank(*line))
        line++;
    end = line + strlen(line);
    while (end > line && blank(end[-1]))
        *--end = 0;
    return line;
}

/* What read_line() got. */
#define LINE_READ 1
#define LINE_END 0            /* end of input (Ctrl-D on a terminal)    */
#define LINE_CTRL_C (-1)      /* Ctrl-C at the prompt                   */

/* Put `text` into *buf (grown as needed). */
static void set_line(char **buf, size_t *size, const char *text)
{
    size_t n = strlen(text) + 1;

    if (*size < n) {
        char *bigger = realloc(*buf, n);

        if (!bigger) {
            say(STYLE_ERROR, "Out of memory.");
            exit(1);
        }
        *buf = bigger;
        *size = n;
    }
    memcpy(*buf, text, n);
}

/* Read a whole line, however long, into *buf (grown as needed): first
   the lines typed while micro-Max thought (type_ahead.h), each said
   before it runs, then a line begun then and finished now, then the
   input. */
static int read_line(char **buf, size_t *size)
{
    static char ahead[16384];

    if (type_ahead_next_line(ahead, sizeof ahead)) {
        printf("Typed ahead: %s\n", ahead);
        set_line(buf, size, ahead);
        return LINE_READ;
    }
    fflush(stdout);
    switch (type_ahead_finish_line(ahead, sizeof ahead)) {
    case 1:
        set_line(buf, size, ahead);
        return LINE_READ;
    case -1:
        interrupt_taken();
        return LINE_CTRL_C;
    case -2:
        return LINE_END;
    }
    errno = 0;
    if (getline(buf, size, stdin) < 0) {
        if (ferror(stdin) && errno == EINTR) {
            clearerr(stdin);
            interrupt_taken();
            return LINE_CTRL_C;
        }
        if (errno == ENOMEM)
            say(STYLE_ERROR, "A line too long for the memory: leaving.");
        return LINE_END;
    }
    return LINE_READ;
}

/* A terminal's own line editing holds a line of at most this many
   characters (Linux: 4,095, the newline included) and silently drops the
   rest of a longer one, before the program sees it. */
#define TERMINAL_LINE_MAX 4095

/* Was the line perhaps cut by the terminal?  Then it is not played. */
static int cut_by_terminal(const char *line)
{
    size_t n = strlen(line);

    if (n > 0 && line[n - 1] == '\n')
        n--;
    if (!isatty(0) || n + 2 < TERMINAL_LINE_MAX)
        return 0;
    say(STYLE_ERROR, "This line has %lu characters, as many as the terminal "
        "holds in one line: it may have cut the line, so nothing on it was "
        "played. Paste a long game in parts, or load it from a file (load "
        "FILE).", (unsigned long)n);
    return 1;
}

/* One line.  Returns 0 for quit. */
static int command(char *line)
{
    char word[16], fen[FEN_SIZE];
    const char *arg;
    size_t n = 0;

    /* The first word, lower case (commands are case-blind), and the
       rest as typed (file names keep their case). */
    for (arg = line; *arg && !blank(*arg); arg++)
        if (n + 1 < sizeof word)
            word[n++] = (char)(*arg >= 'A' && *arg <= 'Z'
                               ? *arg - 'A' + 'a' : *arg);
    word[n] = 0;
    if (arg - line >= (long)sizeof word)
        word[0] = '?';                  /* too long for a command */
    while (blank(*arg))
        arg++;

    if (*line == 0 || strcmp(word, "go") == 0) {
        engine_move();
    } else if (strcmp(word, "help") == 0) {
        help();
    } else if (strcmp(word, "new") == 0) {
        game_start_standard();
        puts("New game.");
        friendly_new_game();
        show();
        reply_if_its_turn();
    } else if (strcmp(word, "undo") == 0) {
        undo();
    } else if (strcmp(word, "hint") == 0) {
        hint();
    } else if (strcmp(word, "white") == 0) {
        set_colour(WHITE);
    } else if (strcmp(word, "black") == 0) {
        set_colour(BLACK);
    } else if (strcmp(word, "auto") == 0) {
        set_auto(arg);
    } else if (strcmp(word, "nodes") == 0) {
        set_nodes(arg);
    } else if (strcmp(word, "moves") == 0) {
        if (game_plies() == 0)
            puts("No moves yet.");
        else
            pgn_moves(stdout);
    } else if (strcmp(word, "pgn") == 0) {
        save_pgn(arg);
    } else if (strcmp(word, "load") == 0) {
        if (load_pgn(arg)) {
            fr.you = pos.side;
            show();
        }
    } else if (strcmp(word, "fen") == 0) {
        game_fen(fen);
        puts(fen);
    } else if (strcmp(word, "board") == 0) {
        show();
    } else if (strcmp(word, "state") == 0) {
        print_state();
    } else if (strcmp(word, "quit") == 0 || strcmp(word, "exit") == 0) {
        return 0;
    } else if (!friendly_extra_command(word, arg, fr.you)) {
        user_move(line);
    }
    return 1;
}

/* Leaving by Ctrl-C, or by Ctrl-D on a terminal: the game in PGN, if it
   has moves not saved yet, so that it is not lost.  (Through a pipe, the
   end of input leaves quietly.) */
static void leave(int by_ctrl_c)
{
    if (!by_ctrl_c && !isatty(0))
        return;
    putchar('\n');                 /* after the ^C or ^D on the screen */
    if (game_plies() > fr.saved_plies) {
        puts("The game in PGN:");
        pgn_write(stdout, player_of(WHITE), player_of(BLACK));
    }
}

int play_friendly(int you, const char *pgn_path, int openings,
                  unsigned long seed)
{
    char *buf = NULL;
    size_t size = 0;

    screen_init();
    interrupt_catch();
    fr.auto_reply = 1;
    printf("micro-Max %s, readable port, friendly mode. "
           "Type help for the commands.\n", VERSION_NAME);
    friendly_openings(openings, seed);
    commentary_new_game();
    if (pgn_path && !load_pgn(pgn_path))
        return 2;
    if (!pgn_path && game_plies() == 0
        && strcmp(game_start_fen(), FEN_START) == 0)
        friendly_new_game();
    fr.you = you ? you : pos.side;
    show();
    reply_if_its_turn();
    for (;;) {
        int got = read_line(&buf, &size);

        if (got == LINE_READ) {
            fr.armed = 0;
            if (!cut_by_terminal(buf) && !command(trim(buf)))
                break;
        } else if (got == LINE_CTRL_C && !fr.armed) {
            fr.armed = 1;
            say(STYLE_ERROR, "Ctrl-C again, or Ctrl-D, leaves%s.",
                game_plies() > fr.saved_plies
                ? " (the game is printed in PGN first; pgn FILE saves it)"
                : "");
        } else {
            leave(got == LINE_CTRL_C);
            break;
        }
    }
    free(buf);
    return 0;
}
