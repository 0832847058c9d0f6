/*
 * random.c -- GNU libc's rand(), so the hash keys do not depend on the
 * platform's C library.
 *
 * Origin: glibc's random_r.c, "TYPE_3", which is what rand() uses with the
 * default state: an additive lagged Fibonacci generator of degree 31 with
 * separation 3 over 32-bit words,
 *
 *     r[i] = r[i-31] + r[i-3]   (mod 2^32),     output r[i] >> 1.
 *
 * Seeding fills r[0..30]: r[0] = seed, then r[i] = 16807 * r[i-1] mod
 * (2^31 - 1), the "minimal standard" generator of Park and Miller, computed
 * with Schrage's method so that nothing overflows 32 bits.  The first 310
 * outputs are thrown away to mix the state.
 *
 * Test vector (srand(1), the default), checked against this machine's glibc
 * by tests/readable.bats through the hidden option --selftest-random:
 *
 *     1804289383  846930886 1681692777 1714636915 1957747793
 *      424238335  719885386 1649760492  596516649 1189641421
 */
#include "random.h"

#define DEGREE     31   /* number of words of state      */
#define SEPARATION 3    /* distance of the second tap     */
#define WARM_UP    310  /* outputs discarded after seeding (10 * DEGREE) */

static uint32_t state[DEGREE];
static int front, rear;   /* the two taps, SEPARATION apart in the ring */
static int seeded;

/* One step of the generator: add the rear word into the front word and
   return the sum without its lowest bit (which is the weakest one). */
static int32_t step(void)
{
    uint32_t sum = state[front] += state[rear];

    if (++front == DEGREE)
        front = 0;
    if (++rear == DEGREE)
        rear = 0;
    return (int32_t)(sum >> 1);
}

void glibc_srand(uint32_t seed)
{
    int32_t word;
    int i;

    if (seed == 0)
        seed = 1;
    state[0] = seed;
    /* glibc works on the seed as a signed 32-bit value: this is that
       conversion, written without implementation-defined behaviour. */
    word = seed <= 0x7fffffffu ? (int32_t)seed : -(int32_t)~seed - 1;
    for (i = 1; i < DEGREE; i++) {
        /* 16807 * word mod (2^31 - 1), by Schrage's method */
        int32_t hi = word / 127773, lo = word % 127773;

        word = 16807 * lo - 2836 * hi;
        if (word < 0)
            word += 2147483647;
        state[i] = (uint32_t)word;
    }
    front = SEPARATION;
    rear = 0;
    for (i = 0; i < WARM_UP; i++)
        step();
    seeded = 1;
}

int32_t glibc_rand(void)
{
    if (!seeded)
        glibc_srand(1);
    return step();
}
