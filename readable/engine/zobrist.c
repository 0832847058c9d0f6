/*
 * zobrist.c -- the random numbers behind the hash keys.
 */
#include "random.h"
#include "zobrist.h"

uint32_t key_window[KEY_WINDOWS];

/* @umax:zobrist-init */
/*
 * The listing fills its byte table from the top down, from byte 1034 to
 * byte 136, with bits 9..16 of successive rand() values (rand() >> 9 stored
 * into a char keeps the low 8 bits of the shifted value).  Bytes 0..135
 * stay zero.  The fill order matters: it decides which rand() value lands
 * in which byte.  rand() is the C library's with its default seed;
 * glibc_rand() reproduces glibc's (random.c).
 *
 * Then every 4-byte window is read as a little-endian 32-bit number, the
 * way *(int *) reads it on the x86 the listing was written for.
 */
void zobrist_init(void)
{
    static uint8_t bytes[KEY_BYTES];
    int i;

    for (i = KEY_BYTES - 1; i >= 136; i--)
        bytes[i] = (uint8_t)(glibc_rand() >> 9);
    for (i = 0; i < KEY_WINDOWS; i++)
        key_window[i] = (uint32_t)bytes[i]
                      | (uint32_t)bytes[i + 1] << 8
                      | (uint32_t)bytes[i + 2] << 16
                      | (uint32_t)bytes[i + 3] << 24;
}
