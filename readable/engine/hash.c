/*
 * hash.c -- storage for the transposition table (hash.h explains it).
 *
 * Static, zero-initialised storage, like the listing's: a slot that was
 * never written has lock 0, depth 0 and no flags, and hash_usable() never
 * accepts it (with no flags only a score <= alpha and >= beta would do,
 * and alpha < beta).
 */
#include "hash.h"

HashEntry hash_table[HASH_SIZE];
