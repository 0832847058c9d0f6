/*
 * adapter.h -- what compare/port/driver.c needs from a port built as a C
 * library.  Copy adapter-template.c, fill in its four functions with calls
 * to your port, and run
 *
 *   compare/port.sh --lib "my-adapter.c path/to/port.c -Ipath/to"
 *
 * Squares are numbered as in the published listing: 16 * row + file, row 0
 * being rank 8 and file 0 file a (a8 = 0x00, h1 = 0x77).  A typed line's
 * squares are computed from its first four characters exactly as the
 * listing does, so for a line that is not a move they may be off the board
 * (square & 0x88 set) or out of 0..127: the port then refuses the move,
 * after whatever search it runs for it (the published program runs one).
 */
#ifndef PORT_ADAPTER_H
#define PORT_ADAPTER_H

/* Set up the initial position, White to move, as a fresh process has it. */
void port_reset(void);

/* The piece on a square (0x88 number, on the board): one of
   "PNBRQK" (White), "pnbrqk" (Black), '.' (empty). */
char port_piece(int square);

/* Check the typed move from -> to and play it if legal: 1 if it was
   played, 0 if refused (the position unchanged). */
int port_play(int from, int to);

/* Let the engine choose and play its move with the published budget
   (1,000,000 nodes in every version): 1 if it played one, 0 if it has
   none (mate or stalemate). */
int port_think(void);

/* Provided by the driver: print one root iteration line exactly as the
   published kibitz build does ("%2d ply, %9d searched, score=%6d by
   e2e4").  Call it from your port's root, after each iteration, with the
   listing's iteration number minus one, the nodes counted from the start
   of this search, the best score and move so far.  Optional: without it
   the boards alone are compared. */
void port_kibitz(int ply, long nodes, int score, int from, int to);

#endif
