/*
 * report.h -- the thinking output the protocol front ends share: the
 * principal variation as text, read from the hash table during a search.
 */
#ifndef UMAX_REPORT_H
#define UMAX_REPORT_H

#include <stddef.h>

/* Room for the longest PV text: PV_MAX moves of up to 6 characters. */
#define REPORT_PV_SIZE 512

/* The PV of the search under way (call it from ctl.root_report), as
   coordinate moves separated by spaces ("e2e4 e7e5 g1f3"), promotions
   with q.  At least the root's best move. */
void report_pv(char *buf, size_t size);

/* A score that is not a mate in centipawns, as GUIs count (a pawn is
   100): micro-Max's pawn is PAWN_SCORE, 99 in 4.0-4.3 and 74 in 4.8. */
int report_centipawns(int score);

#endif
