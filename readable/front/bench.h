/*
 * bench.h -- `readableNN bench`: the fixed benchmark that engine authors
 * and testing frameworks (OpenBench) run first.
 */
#ifndef UMAX_BENCH_H
#define UMAX_BENCH_H

/* Search the positions of compare/bench.txt, each from the state of a
   fresh process, with `nodes` per engine move; print one line per
   position and, last, "N nodes M nps".  With the default budget N equals
   `make bench`'s node signature.  Returns the exit status (0). */
int bench(long nodes);

#endif
