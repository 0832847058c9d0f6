/*
 * input.h -- command lines from standard input for the protocol front
 * ends (UCI, xboard), including while the engine thinks.
 *
 * A GUI sends "stop", "isready" or "?" while a search runs and expects an
 * answer at once; micro-Max's search cannot wait for input, so the search
 * asks from time to time (think.c) whether a line has arrived, and must
 * never block doing so.  This reader therefore works on file descriptor 0
 * directly, with its own buffer: a line is handed out only when it is
 * complete, and input_poll() never blocks.
 *
 * Lines that arrive during a search and must wait for its end go into a
 * small queue (input_keep); input_read() hands them out first.
 *
 * main() makes stdin unbuffered before anything reads it, so that the
 * terminal loop's getchar() (which reads the first line, to recognise
 * "xboard" or "uci") leaves every later byte to this reader.
 */
#ifndef UMAX_INPUT_H
#define UMAX_INPUT_H

#include <stddef.h>

/* The longest line read whole (a UCI "position startpos moves ..." of a
   long game is thousands of characters); longer lines are cut, the rest
   dropped.  A caller's smaller buffer cuts the line to its size. */
#define INPUT_LINE_SIZE 65536

/* The next line (without its newline or CR), from the queue or from
   standard input; waits for it.  Returns 0 at end of input. */
int input_read(char *line, size_t size);

/* What input_poll() found. */
#define INPUT_NONE 0     /* no complete line has arrived yet  */
#define INPUT_LINE 1     /* a line, in `line`                 */
#define INPUT_END  (-1)  /* end of input                      */

/* A line that has arrived on standard input (not from the queue), if
   there is one: reads whatever is there and never blocks. */
int input_poll(char *line, size_t size);

/* Keep a line for later: input_read() returns kept lines first, in order.
   Returns 0 (and drops the line) when the queue is full. */
int input_keep(const char *line);

/* Is the queue full?  (Then a search stops reading input until it ends.) */
int input_queue_full(void);

#endif
