/*
 * type_ahead.c -- keys typed while micro-Max thinks (type_ahead.h).
 */
#define _POSIX_C_SOURCE 200809L  /* termios, isatty */

#include <string.h>

#include "type_ahead.h"

/* WebAssembly (the web page's build) has no terminal: nothing is held. */
#if !defined(__wasi__)
#include <termios.h>
#include <unistd.h>

static struct termios before;   /* the terminal's settings when held */
static int held;

void type_ahead_hold(void)
{
    struct termios quiet;

    if (held || !isatty(0) || tcgetattr(0, &before) != 0)
        return;
    quiet = before;
    /* No echo, and no line editing: a key is readable as soon as it is
       typed, so that even half a line is found and refused.  ISIG stays:
       Ctrl-C still stops the thought. */
    quiet.c_lflag &= (tcflag_t)~(ECHO | ICANON);
    quiet.c_cc[VMIN] = 0;
    quiet.c_cc[VTIME] = 0;
    if (tcsetattr(0, TCSANOW, &quiet) == 0)
        held = 1;
}

void type_ahead_restore(void)
{
    if (held)
        tcsetattr(0, TCSANOW, &before);
    held = 0;
}

/* Add one typed byte to the text: a backspace takes back the character
   before it, a line end becomes " / ", other control characters go. */
static void add_key(char *text, size_t size, size_t *n, unsigned char c)
{
    if (c == before.c_cc[VERASE] || c == '\b' || c == 127) {
        if (*n > 0)
            (*n)--;
    } else if (c == '\n' || c == '\r') {
        if (*n > 0 && *n + 3 < size && text[*n - 1] != ' ') {
            memcpy(text + *n, " / ", 3);
            *n += 3;
        }
    } else if (c >= ' ' && *n + 1 < size) {
        text[(*n)++] = (char)c;
    }
}

size_t type_ahead_release(char *text, size_t size)
{
    unsigned char keys[256];
    ssize_t got;
    size_t n = 0;

    if (!held) {
        if (size > 0)
            text[0] = 0;
        return 0;
    }
    /* VMIN = VTIME = 0: read() returns what is there, without waiting. */
    while ((got = read(0, keys, sizeof keys)) > 0) {
        ssize_t i;

        for (i = 0; i < got; i++)
            add_key(text, size, &n, keys[i]);
    }
    type_ahead_restore();
    while (n > 0 && (text[n - 1] == ' ' || text[n - 1] == '/'))
        n--;                                 /* the last " / " */
    text[n] = 0;
    return n;
}

#else

void type_ahead_hold(void)
{
}

void type_ahead_restore(void)
{
}

size_t type_ahead_release(char *text, size_t size)
{
    if (size > 0)
        text[0] = 0;
    return 0;
}

#endif
