/*
 * zobrist.h -- the two hash keys of a position.
 *
 * micro-Max identifies positions by Zobrist hashing: every (piece, square)
 * pair has a random number, and a position's key is the sum of the numbers
 * of its pieces, plus a constant: the search only updates the keys, from
 * the root's (search.c root_key(), which also tells castling's exception).
 * A move changes the key by "new piece on the destination minus the mover
 * on its origin minus the victim", so the search updates the keys in three
 * additions instead of rehashing the board.
 *
 * There are two keys: the INDEX key (the listing's J) chooses the hash
 * slot, the LOCK key (Z) is stored in the slot to recognise the position.
 *
 * The random numbers are not a table of their own.  micro-Max fills a byte
 * table with rand() and reads a 4-byte little-endian word at a byte offset
 * that depends on the piece and the square:
 *
 *     offset = square + (code & WHITE) + 128 * (code & TYPE_MASK)
 *              (+ 8 more for the lock key)
 *
 * Black pieces use the square number itself, white pieces square + 8 (the
 * unused right half of the 0x88 numbering), each type its own 128 bytes.
 * Windows at neighbouring offsets share bytes, and the lock key of a black
 * piece is the index key of the white piece of the same type on the same
 * square: cheap, and random enough.  The first 136 bytes are left zero, so
 * an empty square (type 0) adds nothing.  MOVED and the BLACK bit play no
 * part, nor do 4.8's bonus bits 6 and 7: a virgin and a moved rook hash
 * alike, and so do a pawn and the same pawn with its 6th-rank bonus.
 *
 * zobrist_init() assembles every window once, explicitly little-endian,
 * into key_window[], so the keys are the same on any byte order.
 */
#ifndef UMAX_ZOBRIST_H
#define UMAX_ZOBRIST_H

#include <stdint.h>

#include "board.h"

#define KEY_BYTES    1035   /* bytes in the listing's table T          */
#define KEY_WINDOWS  (KEY_BYTES - 3)
#define LOCK_OFFSET  8      /* the lock key reads 8 bytes further on   */

extern uint32_t key_window[KEY_WINDOWS];

/* Fill the byte table from rand() and assemble the windows. */
void zobrist_init(void);

/* @umax:zobrist-key */
/* The index key of piece `code` standing on `square`. */
static inline uint32_t index_key(int square, int code)
{
    return key_window[square + (code & WHITE) + 128 * (code & TYPE_MASK)];
}

/* The lock key of piece `code` standing on `square`. */
static inline uint32_t lock_key(int square, int code)
{
    return key_window[square + LOCK_OFFSET + (code & WHITE)
                      + 128 * (code & TYPE_MASK)];
}

#endif
