/*
 * play.h -- the terminal play loop of micro-Max.
 */
#ifndef UMAX_PLAY_H
#define UMAX_PLAY_H

/* The raw input line as micro-Max keeps it: only the first 4 bytes count. */
#define LINE_KEPT 4

typedef struct {
    int c[LINE_KEPT];   /* bytes (0..255), the terminator, or EOF (-1) */
} InputLine;

/* Read one line into `line` the listing's way.  Returns 0 when input is
   exhausted (the line's first byte is EOF), else 1. */
int read_line(InputLine *line);

/* Turn a line into the root's (from, to): THINK for an empty line. */
void parse_move(const InputLine *line, int *from, int *to);

/* How play_terminal() ended. */
#define PLAY_EOF    0    /* end of input                             */
#define PLAY_XBOARD 1    /* the first line was "xboard": the caller  */
                         /*   switches to the xboard protocol        */
#define PLAY_UCI    2    /* the first line was "uci": to UCI         */

/* Print the board, read a line, check or think, forever; returns at EOF.
   With detect_xboard, a first line "xboard" or "uci" ends it at once
   (PLAY_XBOARD, PLAY_UCI), without a search: a GUI started the program
   without --xboard or --uci. */
int play_terminal(int detect_xboard);

#endif
