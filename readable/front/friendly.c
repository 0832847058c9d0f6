/*
 * friendly.c -- the friendly terminal mode (friendly.h).
 *
 * You play the side to move; after each of your moves micro-Max answers
 * for the other side.  An empty line (or "go") lets micro-Max move for the
 * side to move instead, so you can swap sides or watch it play itself.
 * A move is refused with a reason taken from the rules helper (rules.c),
 * which follows the engine's own move rules; a move the helper accepts is
 * then played by the engine's root search, exactly as the plain mode
 * plays a typed line.  So friendly mode never accepts a move the plain
 * mode refuses, and a game here equals the plain-mode game of the same
 * accepted moves, with an empty line after each of yours.
 */
#include <stdio.h>
#include <string.h>

#include "engine/board.h"
#include "engine/rules.h"
#include "engine/search.h"
#include "engine/version.h"
#include "fen.h"
#include "friendly.h"
#include "game.h"

#define LINE_SIZE 256

static const char *side_name(int side)
{
    return side == WHITE ? "White" : "Black";
}

static const char *piece_name(int code)
{
    static const char *const names[8] = {
        "nothing", "pawn", "pawn", "knight", "king", "bishop", "rook", "queen"
    };

    return names[code & TYPE_MASK];
}

static void square_text(int square, char *buf)
{
    buf[0] = (char)FILE_CHAR(square);
    buf[1] = (char)RANK_CHAR(square);
    buf[2] = 0;
}

/* The board with rank and file labels, White at the bottom; pieces as
   letters (P N B R Q K for White, lower case for Black). */
static void print_board(void)
{
    static const char white[8] = { '.', 'P', 'P', 'N', 'K', 'B', 'R', 'Q' };
    static const char black[8] = { '.', 'p', 'p', 'n', 'k', 'b', 'r', 'q' };
    int row, file;

    puts("\n    a b c d e f g h");
    for (row = 0; row < 8; row++) {
        printf("  %d", 8 - row);
        for (file = 0; file < 8; file++) {
            int code = pos.board[row * ROW + file];

            printf(" %c", (code & BLACK) ? black[code & TYPE_MASK]
                                         : white[code & TYPE_MASK]);
        }
        printf(" %d\n", 8 - row);
    }
    puts("    a b c d e f g h\n");
}

/* The board, then the state of the game: whose move, check, the end. */
static void show(void)
{
    print_board();
    switch (game_status()) {
    case GAME_CHECKMATE:
        printf("Checkmate. %s wins.\n", side_name(BOTH_SIDES - pos.side));
        puts("Type new for a new game, or undo.");
        break;
    case GAME_STALEMATE:
        printf("Stalemate: %s has no legal move. The game is a draw.\n",
               side_name(pos.side));
        puts("Type new for a new game, or undo.");
        break;
    case GAME_ON:
        if (rules_in_check(&pos))
            printf("Check! ");
        printf("%s to move.\n", side_name(pos.side));
    }
}

/* micro-Max's own view of the position (board.h): the codes on the
   board, with the MOVED bit (32) for pieces that have moved, and the
   other fields of the state.  For the curious, and for the tests. */
static void print_state(void)
{
    int row, file;

    printf("side %d (%s), en-passant square %d", pos.side,
           side_name(pos.side), pos.ep_square);
    if (pos.ep_square == 0)
        printf(" (the value before the first move)");
    else if (!(pos.ep_square & OFF_BOARD))
        printf(" (%c%c)", FILE_CHAR(pos.ep_square), RANK_CHAR(pos.ep_square));
    printf(", evaluation %d, captured %d, hash lock %lu\n", pos.eval,
           pos.captured, (unsigned long)pos.hash_lock);
    for (row = 0; row < 8; row++) {
        printf("  %d", 8 - row);
        for (file = 0; file < 8; file++)
            printf(" %2d", pos.board[row * ROW + file]);
        putchar('\n');
    }
}

static void help(void)
{
    puts("Type a move as its from and to squares: e2e4, g1f3, e1g1 to castle,\n"
         "e7e8 or e7e8q to promote (micro-Max promotes to a queen only).\n"
         "After your move micro-Max answers for the other side.\n"
         "Commands:\n"
         "  (empty line) or go   micro-Max moves for the side to move\n"
         "  undo                 take back the last move (and your move\n"
         "                       before it, if the last was micro-Max's)\n"
         "  new                  start a new game\n"
         "  fen                  print the position in FEN\n"
         "  board                print the board again\n"
         "  state                print micro-Max's internal state: piece\n"
         "                       codes (+32: has moved), en-passant square,\n"
         "                       evaluation, captured material, hash lock\n"
         "  help                 this text\n"
         "  quit                 leave");
}

/* micro-Max moves for the side to move. */
static void engine_move(void)
{
    Move m;
    const Position before = pos;
    char text[6];

    if (game_status() != GAME_ON) {
        puts("The game is over. Type new for a new game, or undo.");
        return;
    }
    if (!game_think(&m)) {
        puts("micro-Max found no move.");
        return;
    }
    game_move_text(&before, m, text);
    printf("micro-Max plays %s.\n", text);
    show();
}

/* Explain why a typed move is refused. */
static void refuse(const char *text, int from, int to, RulesVerdict v)
{
    char f[3], t[3];
    int code = pos.board[from];

    square_text(from, f);
    square_text(to, t);
    printf("Illegal move %s: ", text);
    switch (v) {
    case RULES_NO_PIECE:
        printf("there is no piece on %s.\n", f);
        break;
    case RULES_NOT_YOURS:
        printf("the %s on %s is %s's, and it is %s's move.\n",
               piece_name(code), f, side_name(BOTH_SIDES - pos.side),
               side_name(pos.side));
        break;
    case RULES_CANNOT_MOVE_SO:
        printf("the %s on %s cannot move to %s.\n", piece_name(code), f, t);
        break;
    case RULES_LEGAL:
    case RULES_CANNOT_CASTLE:
    case RULES_CASTLE_IN_CHECK:
    case RULES_STILL_IN_CHECK:
    case RULES_EXPOSES_KING:
        printf("%s.\n", rules_reason(v));
    }
}

/* A typed move: refuse it with a reason, or play it and let micro-Max
   answer. */
static void user_move(const char *text, int from, int to, int promotion)
{
    RulesVerdict v;

    if (game_status() != GAME_ON) {
        puts("The game is over. Type new for a new game, or undo.");
        return;
    }
    v = rules_verdict(&pos, from, to);
    if (v != RULES_LEGAL) {
        refuse(text, from, to, v);
        return;
    }
    if (promotion && !rules_is_promotion(&pos, from, to)) {
        printf("Illegal move %s: only a pawn reaching the last rank "
               "promotes.\n", text);
        return;
    }
    if (promotion && promotion != 'q') {
        printf("Illegal move %s: micro-Max promotes to a queen only; "
               "type %.4s or %.4sq.\n", text, text, text);
        return;
    }
    if (!game_play(from, to)) {
        printf("Internal error: the engine refused %s, which the rules "
               "allow. Please report it.\n", text);
        return;
    }
    if (game_status() != GAME_ON) {
        show();
        return;
    }
    engine_move();
}

static void undo(void)
{
    int was_reply = game_last_by_engine();

    if (!game_undo()) {
        puts("Nothing to undo.");
        return;
    }
    /* If micro-Max's reply was taken back, take back the move of yours
       it answered too, so that it is your turn again. */
    if (was_reply && game_plies() > 0 && !game_last_by_engine())
        game_undo();
    show();
}

static int blank(int c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v'
        || c == '\f';
}

/* Trim the line and lower-case it (moves and commands are case-blind;
   plain ASCII, whatever the locale). */
static char *tidy(char *line)
{
    char *end, *c;

    while (blank(*line))
        line++;
    end = line + strlen(line);
    while (end > line && blank(end[-1]))
        *--end = 0;
    for (c = line; *c; c++)
        if (*c >= 'A' && *c <= 'Z')
            *c = (char)(*c - 'A' + 'a');
    return line;
}

void play_friendly(void)
{
    char buf[LINE_SIZE];

    printf("micro-Max %s, readable port, friendly mode. "
           "Type help for the commands.\n", VERSION_NAME);
    show();
    for (;;) {
        char *line, fen[FEN_SIZE];
        int from, to, promotion;
        size_t n;

        fflush(stdout);
        if (!fgets(buf, sizeof buf, stdin))
            return;
        n = strlen(buf);
        if (n > 0 && buf[n - 1] != '\n') {
            int c;

            while ((c = getchar()) != EOF && c != '\n')
                ;
        }
        line = tidy(buf);
        if (*line == 0 || strcmp(line, "go") == 0) {
            engine_move();
        } else if (strcmp(line, "help") == 0) {
            help();
        } else if (strcmp(line, "new") == 0) {
            game_start_standard();
            puts("New game.");
            show();
        } else if (strcmp(line, "undo") == 0) {
            undo();
        } else if (strcmp(line, "fen") == 0) {
            game_fen(fen);
            puts(fen);
        } else if (strcmp(line, "board") == 0) {
            show();
        } else if (strcmp(line, "state") == 0) {
            print_state();
        } else if (strcmp(line, "quit") == 0 || strcmp(line, "exit") == 0) {
            return;
        } else if (game_parse_move(line, &from, &to, &promotion)) {
            user_move(line, from, to, promotion);
        } else {
            printf("'%s' is not a move or a command. Moves look like e2e4; "
                   "type help for the commands.\n", line);
        }
    }
}
