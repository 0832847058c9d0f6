/*
 * fen_driver.c: fuzzing entry for readable's FEN parser (fuzz/README.md).
 *
 * The FEN arrives on the command line (--fen), where AFL++ cannot reach it,
 * so this driver reads it from the first line of standard input and calls
 * readable's own main (compiled with -Dmain=readable_main) as
 *     readable --nodes N --fen "<first line>"
 * The rest of standard input stays for readable's terminal loop, so a test
 * case is a FEN followed by moves and empty lines played from that position.
 * N is FUZZ_NODES at compile time (default 1000).
 */
#include <stdio.h>
#include <string.h>

#ifndef FUZZ_NODES
#define FUZZ_NODES 1000
#endif
#define STR2(x) #x
#define STR(x) STR2(x)

int readable_main(int argc, char **argv);

int main(void)
{
    static char fen[4096];
    char prog[] = "readable", nodes_opt[] = "--nodes", nodes[] = STR(FUZZ_NODES),
         fen_opt[] = "--fen";
    char *argv[] = { prog, nodes_opt, nodes, fen_opt, fen, NULL };
    int c;
    size_t n = 0;

    /* the first line, up to a newline or end of input; the rest of an
       overlong line is dropped */
    while ((c = getchar()) != EOF && c != '\n')
        if (n + 1 < sizeof fen)
            fen[n++] = (char)c;
    fen[n] = 0;
    return readable_main(5, argv);
}
