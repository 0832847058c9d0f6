/*
 * port_deviations.h -- the ways other people's ports of micro-Max 4.8 are
 * known to part from the published listing, each on a switch, all off.
 *
 * NOT PART OF THE READING PATH.  Every switch here is 0 in every build a
 * student, the tests of the engine or the golden transcripts use; the
 * engine's hooks for them are a handful of lines that fold away at 0.
 * They exist for compare/port.sh --name, which builds readable48 with
 * some of them on (-DPORT_...=1) and asks which variant prints what a
 * port prints: "matches readable48 with the e.p. square starting at 128
 * and the side-to-move hash index".  compare/README.md ("Checking a
 * port") lists them with the ports they were found in.
 *
 * Each switch names what the port does; the listing's behaviour is given
 * beside it.  They are meant for 4.8 (UMAX_VERSION 48).
 */
#ifndef UMAX_PORT_DEVIATIONS_H
#define UMAX_PORT_DEVIATIONS_H

/* The window on entry: alpha -= alpha < eval, beta -= beta <= eval
   (listing: alpha--, beta unchanged). */
#ifndef PORT_WINDOW_BY_EVAL
#define PORT_WINDOW_BY_EVAL 0
#endif

/* Iteration 1 starts from -INF, only iteration 2 stands pat (listing:
   both start from the evaluation). */
#ifndef PORT_ITERATION1_FROM_MINUS_INF
#define PORT_ITERATION1_FROM_MINUS_INF 0
#endif

/* The key table: srand(1), bytes 0..1034 upwards, each the low byte of
   one rand() value, three more values drawn and lost per byte (listing:
   bytes 1034 down to 136 from rand() >> 9, the rest 0). */
#ifndef PORT_KEYS_LOW_BYTES
#define PORT_KEYS_LOW_BYTES 0
#endif

/* The check extension skips captures by pieces other than the king
   (listing: every move out of check is extended). */
#ifndef PORT_CHECK_EXTENSION_NOT_CAPTURES
#define PORT_CHECK_EXTENSION_NOT_CAPTURES 0
#endif

/* The hash slot is chosen with the side to move (listing: the side that
   made the last move). */
#ifndef PORT_HASH_SIDE_TO_MOVE
#define PORT_HASH_SIDE_TO_MOVE 0
#endif

/* Only a king capture ends the deepening (at once, even in iteration 1),
   a mate score found below does not (listing: "mate holds to any depth":
   any score beyond +-MATE_SCORE makes the iteration 98). */
#ifndef PORT_NO_MATE_DEPTH
#define PORT_NO_MATE_DEPTH 0
#endif

/* The e.p. square of the initial position is 128, "none" (listing: 0,
   which only enters the first hash index). */
#ifndef PORT_EP_START_128
#define PORT_EP_START_128 0
#endif

/* The engine's move is found by one search and played by a second, a
   typed-move search of that move (listing: the search that finds it plays
   it).  The second search prints no kibitz lines. */
#ifndef PORT_TWO_SEARCH_MOVE
#define PORT_TWO_SEARCH_MOVE 0
#endif

/* The king thaws and the check extension stops only above 30 of captured
   material (listing: R > 29, at 30). */
#ifndef PORT_THAW_ABOVE_30
#define PORT_THAW_ABOVE_30 0
#endif

/* No null move when beta is -INF (listing: a null move in every node
   from iteration 3 on). */
#ifndef PORT_NO_NULL_MOVE_AT_MINUS_INF
#define PORT_NO_NULL_MOVE_AT_MINUS_INF 0
#endif

/* A table of 2^N entries (listing: 2^24) is not a switch here: it is
   hash.h's HASH_BITS, which compare/port-name.sh sets for PORT_HASH_BITS=N. */

#endif
