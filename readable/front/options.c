/*
 * options.c -- command-line parsing, kept apart from the engine so that
 * new front ends and options have one place to go.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/search.h"
#include "engine/version.h"
#include "options.h"
#include "release.h"

static void usage(FILE *out, const char *program)
{
    fprintf(out,
        "usage: %s [--kibitz] [--nodes N] [--fen FEN] [--xboard | --friendly]\n"
        "       %s [--friendly] [--black] [--pgn FILE | --fen FEN] [--nodes N]\n"
        "          [--openings] [--seed N]\n"
        "       %s --uci [--nodes N]\n"
        "       %s bench [NODES]\n"
        "       %s --perft DEPTH [--divide] [--fen FEN]\n"
        "       %s --trace DEPTH [--fen FEN]\n"
        "       %s --help | --version\n"
        "\n"
        "micro-Max %s, readable port.  By default it plays chess at the\n"
        "terminal exactly like the published program: the board is printed\n"
        "after every line; type a move as e2e4 (promotion is always to a\n"
        "queen), or an empty line to let the engine move.  An illegal move\n"
        "%s"
        "End of input ends the program.  If the first line is \"xboard\"\n"
        "or \"uci\", it switches to that protocol.\n"
        "\n"
        "  --kibitz      print one line per finished root iteration (the\n"
        "                one that plays a move ends early, unprinted): depth,\n"
        "                nodes searched, score and best move (not with\n"
        "                --xboard or --uci)\n"
        "  --nodes N     node budget of an engine move (default %ld); with\n"
        "                --xboard or --uci it overrides the GUI's clock\n"
        "  --fen FEN     start from this position (Forsyth-Edwards Notation,\n"
        "                one argument: quote it); a malformed FEN is an\n"
        "                error naming the field, exit status 2\n"
        "  --xboard      speak the xboard/WinBoard protocol (CECP 2) on\n"
        "                standard input and output, for GUIs and match runners\n"
        "  --uci         speak the Universal Chess Interface on standard input\n"
        "                and output (with --nodes N, every go has that node\n"
        "                budget, as an engine move at the terminal has)\n"
        "  bench [NODES] search the fixed benchmark positions (NODES per engine\n"
        "                move, default %ld) and print \"N nodes M nps\"\n"
        "  --perft DEPTH count the move paths of DEPTH plies by micro-Max's\n"
        "                rules (promotion to a queen only); --divide: per move\n"
        "  --friendly    play at the terminal with a labelled board, moves\n"
        "                in SAN or as squares, messages for illegal moves,\n"
        "                the end of the game by the rules of chess, and the\n"
        "                commands help, new, undo, hint, white, black, auto,\n"
        "                nodes, moves, pgn, load, fen, board, state, level,\n"
        "                quiet, resign, draw, openings, quit\n"
        "                (what `make play` starts)\n"
        "  --black       (implies --friendly) you play Black: micro-Max opens\n"
        "  --pgn FILE    (implies --friendly) continue from the end of the\n"
        "                first game in the PGN file FILE\n"
        "  --openings    (implies --friendly) start each game from a random\n"
        "                common opening\n"
        "  --seed N      (implies --openings) choose the openings with seed N\n"
        "                (1 to 2147483647; default: from the clock)\n"
        "  --trace DEPTH print the search tree of one search of the position\n"
        "                to DEPTH full-width plies (then quiescence): every\n"
        "                node's move, side, window, evaluation, iterations,\n"
        "                cut-offs and score, indented by ply; then exit\n"
        "  --help        this text\n"
        "  --version     the program's name and release: micro-Max %s\n"
        "                readable %s\n"
        "\n"
        "  --selftest-rules[=PLIES]  (for tests) read FENs from standard\n"
        "                input; offer every move of each position (and of\n"
        "                PLIES more positions of a game micro-Max plays from\n"
        "                it) to the front ends' move rules and to the engine,\n"
        "                and report any disagreement\n",
        program, program, program, program, program, program, program,
        VERSION_NAME,
        /* 4.8's root check scores the other moves and may prune the move
           to play as futile: then it plays it unchecked (search.c
           is_move_to_play()) */
        PLAYING_PASS_SCORES_MOVES
            ? "is ignored, unless the engine's check prunes it as futile: then\n"
              "it is played, as by the published 4.8, which can also refuse a\n"
              "legal move (docs/front-ends.md, \"Moves the root refuses\").\n"
            : "is ignored.\n",
        DEFAULT_NODE_BUDGET, DEFAULT_NODE_BUDGET,
        VERSION_NAME, RELEASE_VERSION);
}

/* The value of an option: "--name value" or "--name=value". */
static const char *value_of(const char *arg, const char *name, int *i,
                            int argc, char **argv, int *missing)
{
    size_t n = strlen(name);

    *missing = 0;
    if (strncmp(arg, name, n) != 0)
        return NULL;
    if (arg[n] == '=')
        return arg + n + 1;
    if (arg[n] != 0)
        return NULL;
    if (*i + 1 >= argc) {
        *missing = 1;
        return NULL;
    }
    return argv[++*i];
}

/* 1 and the number in *n if `text` is a whole decimal number from lo to
   hi, else 0. */
static int number_in(const char *text, long lo, long hi, long *n)
{
    char *end;

    *n = strtol(text, &end, 10);
    return end != text && !*end && *n >= lo && *n <= hi;
}

static int usage_error(const char *program, const char *message,
                       const char *arg)
{
    fprintf(stderr, "%s: %s '%s'\n", program, message, arg);
    fprintf(stderr, "Try '%s --help'.\n", program);
    return 2;
}

int parse_options(int argc, char **argv, Options *opt)
{
    const char *program = argc > 0 ? argv[0] : "readable";
    int i, missing;

    memset(opt, 0, sizeof *opt);
    opt->nodes = DEFAULT_NODE_BUDGET;
    for (i = 1; i < argc; i++) {
        const char *arg = argv[i], *value;

        if (strcmp(arg, "--kibitz") == 0) {
            opt->kibitz = 1;
        } else if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
            usage(stdout, program);
            return 0;
        } else if (strcmp(arg, "--version") == 0) {
            printf("micro-Max %s readable %s\n", VERSION_NAME, RELEASE_VERSION);
            return 0;
        } else if (strcmp(arg, "--xboard") == 0) {
            opt->xboard = 1;
        } else if (strcmp(arg, "--friendly") == 0) {
            opt->friendly = 1;
        } else if (strcmp(arg, "--black") == 0) {
            opt->friendly = opt->play_black = 1;
        } else if (strcmp(arg, "--openings") == 0) {
            opt->friendly = opt->openings = 1;
        } else if ((value = value_of(arg, "--seed", &i, argc, argv, &missing))
                   || missing) {
            long n;

            if (missing)
                return usage_error(program, "missing value for", arg);
            if (!number_in(value, 1, 2147483647L, &n))
                return usage_error(program, "--seed needs a number from 1 "
                                   "to 2147483647, not", value);
            opt->friendly = opt->openings = 1;
            opt->seed = (unsigned long)n;
        } else if ((value = value_of(arg, "--pgn", &i, argc, argv, &missing))
                   || missing) {
            if (missing)
                return usage_error(program, "missing value for", arg);
            opt->friendly = 1;
            opt->pgn = value;
        } else if ((value = value_of(arg, "--fen", &i, argc, argv, &missing))
                   || missing) {
            if (missing)
                return usage_error(program, "missing value for", arg);
            opt->fen = value;
        } else if ((value = value_of(arg, "--nodes", &i, argc, argv, &missing))
                   || missing) {
            long n;

            if (missing)
                return usage_error(program, "missing value for", arg);
            if (!number_in(value, 1, 2000000000L, &n))
                return usage_error(program, "--nodes needs a number from 1 "
                                   "to 2000000000, not", value);
            opt->nodes = n;
            opt->nodes_given = 1;
        } else if ((value = value_of(arg, "--trace", &i, argc, argv, &missing))
                   || missing) {
            long n;

            if (missing)
                return usage_error(program, "missing value for", arg);
            if (!number_in(value, 0, 20, &n))
                return usage_error(program, "--trace needs a depth from 0 "
                                   "to 20, not", value);
            opt->trace = (int)n + 1;
        } else if (strcmp(arg, "--uci") == 0) {
            opt->uci = 1;
        } else if (strcmp(arg, "bench") == 0 && i == 1) {
            long n;

            opt->bench = 1;
            opt->bench_nodes = DEFAULT_NODE_BUDGET;
            if (i + 1 < argc) {
                if (!number_in(argv[i + 1], 1, 2000000000L, &n))
                    return usage_error(program, "bench needs a node budget from "
                                       "1 to 2000000000, not", argv[i + 1]);
                opt->bench_nodes = n;
                i++;
            }
        } else if ((value = value_of(arg, "--perft", &i, argc, argv, &missing))
                   || missing) {
            long n;

            if (missing)
                return usage_error(program, "missing value for", arg);
            if (!number_in(value, 0, 20, &n))
                return usage_error(program, "--perft needs a depth from 0 "
                                   "to 20, not", value);
            opt->perft = (int)n + 1;
        } else if (strcmp(arg, "--divide") == 0) {
            opt->divide = 1;
        } else if (strcmp(arg, "--selftest-random") == 0) {
            opt->selftest_random = 1;
        } else if (strcmp(arg, "--selftest-rules") == 0) {
            opt->selftest_rules = 1;
        } else if (strncmp(arg, "--selftest-rules=", 17) == 0) {
            long n;

            if (!number_in(arg + 17, 0, 10000, &n))
                return usage_error(program, "bad number of plies in", arg);
            opt->selftest_rules = 1;
            opt->selftest_plies = (int)n;
        } else {
            return usage_error(program, "unknown option", arg);
        }
    }
    if (opt->xboard && opt->friendly)
        return usage_error(program, "--xboard does not go with",
                           "--friendly (nor --black, --pgn, --openings, "
                           "--seed)");
    if (opt->uci && (opt->xboard || opt->friendly))
        return usage_error(program, "--uci does not go with",
                           "--xboard or --friendly (nor --black, --pgn, "
                           "--openings, --seed)");
    if (opt->pgn && opt->fen)
        return usage_error(program, "choose one of --fen and", "--pgn");
    if (opt->uci && opt->kibitz)
        return usage_error(program, "--kibitz does not go with",
                           "--uci (the info lines show the search)");
    if (opt->divide && !opt->perft)
        return usage_error(program, "--divide needs", "--perft DEPTH");
    if (opt->xboard && opt->kibitz)
        return usage_error(program, "--kibitz does not go with",
                           "--xboard (use the protocol's post)");
    return -1;
}
