/*
 * input.c -- command lines from standard input (input.h explains why the
 * reader works on file descriptor 0 with a buffer of its own).
 */
#define _POSIX_C_SOURCE 200809L  /* poll, read */

#include <errno.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "input.h"

/* Bytes read but not yet handed out, and the state of the stream. */
static char raw[INPUT_LINE_SIZE];
static size_t used;
static int at_end;        /* read() said end of input (or failed)    */
static int dropping;      /* dropping the rest of an overlong line   */

/* Lines kept for after a search. */
#define QUEUE_SIZE 32
static char *queue[QUEUE_SIZE];
static int queue_first, queue_count;

/* Read what standard input has, waiting for it if `wait`. */
static void fill(int wait)
{
    struct pollfd in = { 0, POLLIN, 0 };
    ssize_t n;

    if (at_end || used == sizeof raw)
        return;
    if (poll(&in, 1, wait ? -1 : 0) <= 0)
        return;                  /* nothing yet (or a signal: try again) */
    n = read(0, raw + used, sizeof raw - used);
    if (n > 0)
        used += (size_t)n;
    else if (n == 0 || (errno != EINTR && errno != EAGAIN))
        at_end = 1;
}

/* Copy `n` bytes of `text` into `line` as a string (cut to size), without
   the CR of a CRLF line end. */
static void copy_line(char *line, size_t size, const char *text, size_t n)
{
    if (n > 0 && text[n - 1] == '\r')
        n--;
    if (n > size - 1)
        n = size - 1;
    memcpy(line, text, n);
    line[n] = 0;
}

/* Hand out the first complete line of the buffer, if there is one. */
static int take_line(char *line, size_t size)
{
    for (;;) {
        char *newline = memchr(raw, '\n', used);
        size_t n;

        if (newline == NULL) {
            if (used < sizeof raw && !(at_end && used > 0))
                return 0;
            /* a full buffer without a line end (an overlong line: keep
               its start, drop the rest up to its end), or the last line
               of the input without one */
            n = used;
            used = 0;
            if (dropping)
                continue;
            dropping = !at_end;
            copy_line(line, size, raw, n);
            return 1;
        }
        n = (size_t)(newline - raw);
        if (!dropping)
            copy_line(line, size, raw, n);
        used -= n + 1;
        memmove(raw, newline + 1, used);
        if (!dropping)
            return 1;
        dropping = 0;
    }
}

int input_poll(char *line, size_t size)
{
    if (take_line(line, size))
        return INPUT_LINE;
    fill(0);
    if (take_line(line, size))
        return INPUT_LINE;
    return at_end && used == 0 ? INPUT_END : INPUT_NONE;
}

int input_read(char *line, size_t size)
{
    if (queue_count > 0) {
        char *kept = queue[queue_first];

        copy_line(line, size, kept, strlen(kept));
        free(kept);
        queue_first = (queue_first + 1) % QUEUE_SIZE;
        queue_count--;
        return 1;
    }
    for (;;) {
        if (take_line(line, size))
            return 1;
        if (at_end)
            return 0;
        fill(1);
    }
}

int input_keep(const char *line)
{
    size_t n = strlen(line) + 1;
    char *copy;

    if (queue_count == QUEUE_SIZE || (copy = malloc(n)) == NULL)
        return 0;
    memcpy(copy, line, n);
    queue[(queue_first + queue_count) % QUEUE_SIZE] = copy;
    queue_count++;
    return 1;
}

int input_queue_full(void)
{
    return queue_count == QUEUE_SIZE;
}
