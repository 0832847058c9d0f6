/*
 * friendly_extras.c -- level, quiet, resign, draw, openings
 * (friendly_extras.h).
 */
#include <stdio.h>
#include <string.h>

#include "commentary.h"
#include "endings.h"
#include "engine/board.h"
#include "engine/search.h"
#include "front/fen.h"
#include "friendly_extras.h"
#include "front/game.h"
#include "front/levels.h"
#include "front/notation.h"
#include "openings.h"

const char friendly_extras_help[] =
    "  level [N|NAME]       show the strength levels, or play at one:\n"
    "                       1 novice, 2 casual, 3 club, 4 standard (the\n"
    "                       published program, the default), 5 patient\n"
    "  quiet [on|off]       hide (or show again) the evaluation, the\n"
    "                       expected line and the time used\n"
    "  resign               give up the game\n"
    "  draw                 offer a draw; micro-Max accepts when it thinks\n"
    "                       it stands worse by more than half a pawn\n"
    "  openings [on|off]    start each new game from a random common opening";

static int openings_on;
/* The moves of the opening the current game began with. */
static Move opening_moves[64];
static int opening_length;

void friendly_openings(int on, unsigned long seed)
{
    openings_on = on;
    if (on)
        openings_seed(seed);
}

void friendly_new_game(void)
{
    char bad[40];
    int i;

    ending_agree(ENDING_NONE);
    commentary_new_game();
    opening_length = 0;
    if (!openings_on)
        return;
    i = openings_pick();
    if (!openings_play(i, bad, sizeof bad))
        printf("Opening %s: cannot play %s; starting from here.\n",
               openings[i].name, bad);
    else
        printf("Opening: %s, %s.\n", openings[i].name, openings[i].moves);
    while (opening_length < game_plies() && opening_length < 64) {
        opening_moves[opening_length] = game_move(opening_length);
        opening_length++;
    }
}

int friendly_opening_plies(void)
{
    int i;

    if (strcmp(game_start_fen(), FEN_START) != 0
        || game_plies() < opening_length)
        return 0;
    for (i = 0; i < opening_length; i++) {
        Move m = game_move(i);

        if (m.from != opening_moves[i].from || m.to != opening_moves[i].to)
            return 0;
    }
    return opening_length;
}

static void show_levels(void)
{
    int i, now = level_of_nodes(ctl.node_budget);

    for (i = 0; i < LEVEL_COUNT; i++)
        printf("  level %d, %-9s %10ld nodes a move%s\n", i + 1,
               levels[i].name, levels[i].nodes, i == now ? " (now)" : "");
    if (now < 0)
        printf("  now: %ld nodes a move (nodes)\n", ctl.node_budget);
}

static void set_level(const char *arg)
{
    int i;

    if (!*arg) {
        show_levels();
        return;
    }
    i = level_find(arg);
    if (i < 0) {
        printf("There is no level '%s'. Levels are 1 to %d, or their "
               "names:\n", arg, LEVEL_COUNT);
        show_levels();
        return;
    }
    ctl.node_budget = levels[i].nodes;
    printf("Level %d, %s: micro-Max's budget is %ld nodes a move.\n", i + 1,
           levels[i].name, levels[i].nodes);
}

static void set_quiet(const char *arg)
{
    if (!*arg || strcmp(arg, "on") == 0) {
        commentary_show(0);
        puts("Quiet: no evaluation, line or times after micro-Max's moves.");
    } else if (strcmp(arg, "off") == 0) {
        commentary_show(1);
        puts("The evaluation, line and times are shown again.");
    } else {
        puts("Type quiet, quiet on or quiet off.");
    }
}

/* The game is over already, or ends now. */
static int over(void)
{
    if (game_ending() == ENDING_NONE)
        return 0;
    puts("The game is over. Type new for a new game, or undo.");
    return 1;
}

static void resign(int you)
{
    Ending e = you == WHITE ? ENDING_WHITE_RESIGNS : ENDING_BLACK_RESIGNS;

    if (over())
        return;
    ending_agree(e);
    printf("%s Type new for a new game, or undo.\n", ending_sentence(e));
}

/* micro-Max answers a draw offer from the score of its last search (no
   new search: that would write into the hash table, in 4.0-4.3 use a
   hash lock, and change its later moves). */
static void offer_draw(int you)
{
    char value[40];
    int score;

    if (over())
        return;
    if (!commentary_last_score(BOTH_SIDES - you, &score)) {
        puts("micro-Max declines the draw: it has not thought about this "
             "game yet.");
        return;
    }
    commentary_pawns(score, BOTH_SIDES - you, value, sizeof value);
    if (score < -DRAW_ACCEPT_PAWNS * PAWN_SCORE) {
        ending_agree(ENDING_DRAW_AGREED);
        printf("micro-Max accepts the draw: its evaluation is %s. %s "
               "Type new for a new game, or undo.\n", value,
               ending_sentence(ENDING_DRAW_AGREED));
    } else {
        printf("micro-Max declines the draw: its evaluation is %s.\n",
               value);
    }
}

static void set_openings(const char *arg)
{
    if (strcmp(arg, "on") == 0) {
        friendly_openings(1, 0);
        puts("Each new game starts from a random common opening.");
    } else if (strcmp(arg, "off") == 0) {
        friendly_openings(0, 0);
        puts("New games start from the start position.");
    } else {
        printf("Type openings on or openings off (it is %s).\n",
               openings_on ? "on" : "off");
    }
}

int friendly_extra_command(const char *word, const char *arg, int you)
{
    if (strcmp(word, "level") == 0)
        set_level(arg);
    else if (strcmp(word, "quiet") == 0)
        set_quiet(arg);
    else if (strcmp(word, "resign") == 0)
        resign(you);
    else if (strcmp(word, "draw") == 0)
        offer_draw(you);
    else if (strcmp(word, "openings") == 0)
        set_openings(arg);
    else
        return 0;
    return 1;
}
