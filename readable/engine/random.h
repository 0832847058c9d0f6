/*
 * random.h -- the C library's rand(), carried with the program.
 *
 * micro-Max fills its hash-key table from rand() with the default seed, so
 * the keys, and with them which positions share a hash slot, depend on the
 * C library.  The published behaviour is that of GNU libc; random.c
 * re-implements that generator so the port is the same on every platform.
 */
#ifndef UMAX_RANDOM_H
#define UMAX_RANDOM_H

#include <stdint.h>

/* Restart the sequence as srand(seed) does (seed 0 counts as 1). */
void glibc_srand(uint32_t seed);

/* The next value of glibc's rand(), 0 .. 2^31-1.  Before any glibc_srand()
   call the sequence is that of srand(1), like the C library's. */
int32_t glibc_rand(void);

#endif
