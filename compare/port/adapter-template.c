/*
 * adapter-template.c -- connect a micro-Max port written as a C library to
 * compare/port.sh.  Copy this file out of the repository, replace each TODO
 * with the call into your port, and run from the repository root:
 *
 *   compare/port.sh --lib "my-adapter.c /path/to/port/src/port.c -I/path/to/port/src"
 *
 * compare/port/driver.c supplies main(): it prints the board after every
 * input line and reads the lines as the published program does (an empty
 * line: the engine moves), calling the four functions below.  See
 * adapter.h for the square numbering, and compare/README.md ("Checking a
 * port") for a worked example.
 */
#include "adapter.h"
/* TODO: #include "your-port.h" */

void port_reset(void)
{
    /* TODO: set up the initial position (your port's init function). */
}

char port_piece(int square)
{
    /* TODO: translate your port's piece on `square` (16 * row + file, row
       0 = rank 8) into "PNBRQK" / "pnbrqk" / '.'. */
    (void)square;
    return '.';
}

int port_play(int from, int to)
{
    /* TODO: check and play the typed move; return 1 if it was played.
       For fidelity, run the same search your port runs for a typed move:
       the published program searches to check it, and that search fills
       the hash table that the next engine move reads. */
    (void)from;
    (void)to;
    return 0;
}

int port_think(void)
{
    /* TODO: search with a budget of 1,000,000 nodes and play the best
       move; return 1 if a move was played, 0 if there is none. */
    return 0;
}
