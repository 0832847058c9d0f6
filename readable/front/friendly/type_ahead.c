/*
 * type_ahead.c -- keys typed while micro-Max thinks (type_ahead.h).
 */
#define _POSIX_C_SOURCE 200809L  /* termios, isatty */

#include <stdio.h>
#include <string.h>

#include "type_ahead.h"

/* What was typed ahead and not taken yet: lines ended by '\n', then
   perhaps a line not finished.  A long paste fills it to this size; the
   rest of it is dropped (a whole game fits: load FILE is for more). */
#define TYPED_SIZE 16384
static char typed[TYPED_SIZE];
static size_t typed_length;

/* Add one typed byte: a backspace takes back the character before it
   (not a line end already typed), a line end ends the line, other
   control characters go. */
static void add_key(unsigned char c, unsigned char erase)
{
    if (c == erase || c == '\b' || c == 127) {
        if (typed_length > 0 && typed[typed_length - 1] != '\n')
            typed_length--;
    } else if (c == '\n' || c == '\r') {
        if (typed_length + 1 < TYPED_SIZE)
            typed[typed_length++] = '\n';
    } else if (c >= ' ' && typed_length + 2 < TYPED_SIZE) {
        typed[typed_length++] = (char)c;  /* (room kept for a line end) */
    }
    typed[typed_length] = 0;
}

const char *type_ahead_shown(void)
{
    static char shown[TYPED_SIZE * 3];
    size_t i, n = 0;

    for (i = 0; i < typed_length && n + 4 < sizeof shown; i++) {
        if (typed[i] != '\n')
            shown[n++] = typed[i];
        else if (i + 1 < typed_length) {
            memcpy(shown + n, " / ", 3);
            n += 3;
        }
    }
    shown[n] = 0;
    return shown;
}

int type_ahead_next_line(char *line, size_t size)
{
    char *end = memchr(typed, '\n', typed_length);
    size_t n;

    if (end == NULL)
        return 0;
    n = (size_t)(end - typed);
    snprintf(line, size, "%.*s", (int)n, typed);
    typed_length -= n + 1;
    memmove(typed, end + 1, typed_length + 1);
    return 1;
}

/* WebAssembly (the web page's build) has no terminal: nothing is held. */
#if !defined(__wasi__)
#include <errno.h>
#include <termios.h>
#include <unistd.h>

static struct termios before;   /* the terminal's settings when held */
static int held;

/* Keys one at a time, no echo, no line editing (ISIG stays: Ctrl-C still
   stops a thought); `wait` for a key, or not. */
static int raw_keys(int wait)
{
    struct termios quiet;

    if (held || !isatty(0) || tcgetattr(0, &before) != 0)
        return held;
    quiet = before;
    quiet.c_lflag &= (tcflag_t)~(ECHO | ICANON);
    quiet.c_cc[VMIN] = wait ? 1 : 0;
    quiet.c_cc[VTIME] = 0;
    if (tcsetattr(0, TCSANOW, &quiet) == 0)
        held = 1;
    return held;
}

void type_ahead_hold(void)
{
    raw_keys(0);
}

void type_ahead_restore(void)
{
    if (held)
        tcsetattr(0, TCSANOW, &before);
    held = 0;
}

int type_ahead_poll(void)
{
    unsigned char keys[256];
    ssize_t got, i;
    size_t was = typed_length;
    int changed = 0;

    if (!held)
        return 0;
    /* VMIN = VTIME = 0: read() returns what is there, without waiting. */
    while ((got = read(0, keys, sizeof keys)) > 0) {
        for (i = 0; i < got; i++)
            add_key(keys[i], before.c_cc[VERASE]);
        changed = 1;
    }
    return changed || typed_length != was;
}

int type_ahead_finish_line(char *line, size_t size)
{
    unsigned char c;
    ssize_t got;
    int result = -2;

    if (typed_length == 0 || memchr(typed, '\n', typed_length))
        return 0;
    if (!raw_keys(1)) {             /* (not a terminal: cannot happen) */
        typed_length = 0;
        return 0;
    }
    fputs(typed, stdout);
    fflush(stdout);
    for (;;) {
        got = read(0, &c, 1);
        if (got < 0 && errno == EINTR) {
            result = -1;                              /* Ctrl-C */
            break;
        }
        if (got <= 0 || c == before.c_cc[VEOF])
            break;                                    /* Ctrl-D, the end */
        if (c == '\n' || c == '\r') {
            putchar('\n');
            add_key('\n', 0);
            type_ahead_restore();
            return type_ahead_next_line(line, size);
        }
        if ((c == before.c_cc[VERASE] || c == '\b' || c == 127)
            && typed_length > 0)
            fputs("\b \b", stdout);
        else if (c >= ' ' && typed_length + 2 < TYPED_SIZE)
            putchar(c);
        add_key(c, before.c_cc[VERASE]);
        fflush(stdout);
    }
    putchar('\n');
    typed_length = 0;
    typed[0] = 0;
    type_ahead_restore();
    return result;
}

#else

void type_ahead_hold(void)
{
}

void type_ahead_restore(void)
{
}

int type_ahead_poll(void)
{
    (void)add_key;
    return 0;
}

int type_ahead_finish_line(char *line, size_t size)
{
    (void)line;
    (void)size;
    return 0;
}

#endif
