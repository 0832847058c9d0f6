/*
 * options.h -- the command line.
 */
#ifndef UMAX_OPTIONS_H
#define UMAX_OPTIONS_H

typedef struct {
    int kibitz;            /* --kibitz: print every root iteration       */
    int help;              /* --help                                     */
    int selftest_random;   /* --selftest-random (hidden): rand() vector  */
} Options;

/* Fill `opt` from argv.  Returns -1 to go on, or an exit status: 0 after
   --help (printed here), 2 after a usage error (message on stderr). */
int parse_options(int argc, char **argv, Options *opt);

#endif
