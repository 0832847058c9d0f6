/*
 * options.h -- the command line.
 */
#ifndef UMAX_OPTIONS_H
#define UMAX_OPTIONS_H

typedef struct {
    int kibitz;            /* --kibitz: print every root iteration       */
    int help;              /* --help                                     */
    int xboard;            /* --xboard: speak the xboard protocol        */
    int friendly;          /* --friendly: the terminal mode for people   */
    const char *fen;       /* --fen FEN: start from this position        */
    long nodes;            /* --nodes N: node budget per engine move     */
    int trace;             /* --trace DEPTH: print one search's tree     */
                           /*   (DEPTH + 1 when given, else 0)           */
    int nodes_given;       /*   (1 if given on the command line)         */
    int selftest_random;   /* --selftest-random (hidden): rand() vector  */
    int selftest_rules;    /* --selftest-rules (for tests): rules.c      */
                           /*   against the engine's root check          */
    int selftest_plies;    /*   (=PLIES: also a game of that many plies) */
    int play_black;        /* --black: friendly mode, you play Black     */
    const char *pgn;       /* --pgn FILE: friendly mode, continue a game */
    int openings;          /* --openings: friendly mode, random openings */
    unsigned long seed;    /* --seed N: their seed (0: from the clock)   */
    /* UCI, bench and perft (uci.c, bench.c, perft.c) */
    int uci;               /* --uci: speak UCI                           */
    int bench;             /* bench [NODES]: the fixed benchmark         */
    long bench_nodes;      /*   (NODES, or the default budget)           */
    int perft;             /* --perft DEPTH: DEPTH + 1 when given, else 0 */
    int divide;            /* --divide: perft per root move              */
} Options;

/* Fill `opt` from argv.  Returns -1 to go on, or an exit status: 0 after
   --help (printed here), 2 after a usage error (message on stderr). */
int parse_options(int argc, char **argv, Options *opt);

#endif
