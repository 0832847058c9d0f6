/*
 * options.c -- command-line parsing, kept apart from the engine so that
 * new front ends and options have one place to go.
 */
#include <stdio.h>
#include <string.h>

#include "options.h"
#include "version.h"

static void usage(FILE *out, const char *program)
{
    fprintf(out,
        "usage: %s [--kibitz] [--help]\n"
        "\n"
        "micro-Max %s, readable port.  Plays chess at the terminal exactly\n"
        "like the published program: the board is printed after every line;\n"
        "type a move as e2e4 (promotion is always to a queen), or an empty\n"
        "line to let the engine move.  An illegal move is ignored.  End of\n"
        "input ends the program.\n"
        "\n"
        "  --kibitz   print one line per root iteration: depth, nodes\n"
        "             searched, score and best move\n"
        "  --help     this text\n",
        program, VERSION_NAME);
}

int parse_options(int argc, char **argv, Options *opt)
{
    const char *program = argc > 0 ? argv[0] : "readable";
    int i;

    memset(opt, 0, sizeof *opt);
    for (i = 1; i < argc; i++) {
        const char *arg = argv[i];

        if (strcmp(arg, "--kibitz") == 0) {
            opt->kibitz = 1;
        } else if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
            usage(stdout, program);
            return 0;
        } else if (strcmp(arg, "--selftest-random") == 0) {
            opt->selftest_random = 1;
        } else {
            fprintf(stderr, "%s: unknown option '%s'\n", program, arg);
            fprintf(stderr, "Try '%s --help'.\n", program);
            return 2;
        }
    }
    return -1;
}
