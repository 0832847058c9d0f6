/*
 * pgn.c -- the game in PGN, out and in (pgn.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "endings.h"
#include "front/fen.h"
#include "front/game.h"
#include "front/notation.h"
#include "pgn.h"
#include "san.h"

/* PGN's export format keeps lines under 80 characters. */
#define PGN_LINE 79
/* Largest PGN file read (a long game is a few kilobytes). */
#define PGN_MAX_BYTES (1L << 20)

/* Movetext is written a token at a time, wrapped before PGN_LINE. */
typedef struct {
    FILE *out;
    int column;
} Wrap;

static void put_token(Wrap *w, const char *token)
{
    int n = (int)strlen(token);

    if (w->column > 0 && w->column + 1 + n > PGN_LINE) {
        fputc('\n', w->out);
        w->column = 0;
    }
    if (w->column > 0) {
        fputc(' ', w->out);
        w->column++;
    }
    fputs(token, w->out);
    w->column += n;
}

/* The moves, numbered, and (with_result) the comment on the ending and
   the result; then a newline. */
static void movetext_out(FILE *out, int with_result)
{
    Ending ending = game_ending();
    const char *start = game_start_fen();
    int plies = game_plies(), ply, number;
    Wrap w;

    /* The move number of the first move is the start FEN's last field. */
    number = atoi(strrchr(start, ' ') + 1);
    w.out = out;
    w.column = 0;
    for (ply = 0; ply < plies; ply++) {
        const Position *before = game_position(ply);
        char token[SAN_SIZE + 16];

        if (before->side == WHITE) {
            sprintf(token, "%d.", number);
            put_token(&w, token);
        } else if (ply == 0) {
            sprintf(token, "%d...", number);
            put_token(&w, token);
        }
        san_write(before, game_move(ply), game_position(ply + 1), token);
        put_token(&w, token);
        if (before->side == BLACK)
            number++;
    }
    if (with_result && ending != ENDING_NONE) {
        char comment[160], *word;

        /* A comment may break between words like the moves. */
        snprintf(comment, sizeof comment, "{%s}", ending_sentence(ending));
        for (word = strtok(comment, " "); word; word = strtok(NULL, " "))
            put_token(&w, word);
    }
    if (with_result)
        put_token(&w, ending_result(ending));
    fputc('\n', out);
}

void pgn_moves(FILE *out)
{
    movetext_out(out, 0);
}

void pgn_write(FILE *out, const char *white, const char *black)
{
    const char *start = game_start_fen();
    char date[16] = "????.??.??";
    time_t now = time(NULL);
    const struct tm *t = localtime(&now);

    if (t)
        strftime(date, sizeof date, "%Y.%m.%d", t);
    fprintf(out, "[Event \"Casual game\"]\n[Site \"?\"]\n[Date \"%s\"]\n"
            "[Round \"-\"]\n[White \"%s\"]\n[Black \"%s\"]\n"
            "[Result \"%s\"]\n", date, white, black,
            ending_result(game_ending()));
    if (strcmp(start, FEN_START) != 0)
        fprintf(out, "[SetUp \"1\"]\n[FEN \"%s\"]\n", start);
    fputc('\n', out);
    movetext_out(out, 1);
    fputc('\n', out);
}

/* The whole file into a NUL-terminated buffer (caller frees), or NULL. */
static char *slurp(const char *path, char *error, size_t size)
{
    FILE *in = fopen(path, "rb");
    char *text;
    size_t n;

    if (!in) {
        snprintf(error, size, "cannot open %s", path);
        return NULL;
    }
    text = malloc(PGN_MAX_BYTES + 1);
    if (!text) {
        fclose(in);
        snprintf(error, size, "out of memory");
        return NULL;
    }
    n = fread(text, 1, PGN_MAX_BYTES + 1, in);
    fclose(in);
    if (n > PGN_MAX_BYTES) {
        free(text);
        snprintf(error, size, "%s is larger than %ld bytes", path,
                 PGN_MAX_BYTES);
        return NULL;
    }
    text[n] = 0;
    if (strlen(text) != n) {
        free(text);
        snprintf(error, size, "%s is not a text file (it has NUL bytes)",
                 path);
        return NULL;
    }
    return text;
}

/* The value of tag `name` in the tag section at text, into value; 1 if
   found. */
static int tag_value(const char *text, const char *name, char *value,
                     size_t size)
{
    size_t n = strlen(name);
    const char *line = text;

    while (*line) {
        const char *p = line;

        while (*p == ' ' || *p == '\t')
            p++;
        if (*p != '[')
            break;                       /* the tag section is over */
        p++;
        if (strncmp(p, name, n) == 0 && (p[n] == ' ' || p[n] == '\t')) {
            size_t k = 0;

            p = strchr(p, '"');
            if (!p)
                return 0;
            for (p++; *p && *p != '"' && *p != '\n' && k + 1 < size; p++)
                value[k++] = *p == '\\' && p[1] ? *++p : *p;
            value[k] = 0;
            return 1;
        }
        line = strchr(line, '\n');
        if (!line)
            break;
        line++;
    }
    return 0;
}

static int is_space(int c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f'
        || c == '\v';
}

/* Skip blank lines and the tag section: where the movetext begins. */
static const char *movetext(const char *text)
{
    const char *p = text;

    for (;;) {
        while (is_space((unsigned char)*p))
            p++;
        if (*p != '[')
            return p;
        p = strchr(p, '\n');
        if (!p)
            return "";
    }
}

/* Play one SAN token; 0 and a message if it is not a legal move. */
static int play_token(const char *token, int number, char *error,
                      size_t size)
{
    SanMatch match;
    char why[200], shown[64];
    const char *dots = pos.side == WHITE ? "." : "...";
    size_t i;

    /* The token as the message shows it: printable ASCII, else '?'. */
    for (i = 0; token[i] && i + 1 < sizeof shown; i++)
        shown[i] = token[i] >= 32 && token[i] <= 126 ? token[i] : '?';
    shown[i] = 0;
    if (!san_read(&pos, token, &match)) {
        snprintf(error, size, "move %d%s %s: not a move", number, dots,
                 shown);
        return 0;
    }
    if (match.count != 1) {
        if (match.count == 0)
            san_explain(&pos, token, why, sizeof why);
        else
            snprintf(why, sizeof why, "ambiguous");
        snprintf(error, size, "move %d%s %s is illegal: %s", number, dots,
                 shown, why);
        return 0;
    }
    if (match.promotion != QUEEN
        && rules_is_promotion(&pos, match.moves[0].from, match.moves[0].to)
        ? game_play_underpromotion(match.moves[0].from, match.moves[0].to,
                                   match.promotion)
        : game_play(match.moves[0].from, match.moves[0].to))
        return 1;
    snprintf(error, size, "move %d%s %s: the engine refused it", number,
             dots, shown);
    return 0;
}

int pgn_load(const char *path, char *error, size_t size)
{
    char *text = slurp(path, error, size), value[FEN_SIZE + 8];
    const char *p;
    int ok = 1;

    if (!text)
        return 0;
    p = movetext(text);
    if (!*p && !strchr(text, '[')) {
        snprintf(error, size, "%s holds no game", path);
        free(text);
        return 0;
    }
    if (tag_value(text, "FEN", value, sizeof value)) {
        Position start = pos;
        FenCounters counters;
        char why[200];

        if (!fen_parse(value, &start, &counters, why, sizeof why)) {
            snprintf(error, size, "%s: FEN tag: %s", path, why);
            free(text);
            return 0;
        }
        game_start(&start, &counters);
    } else {
        game_start_standard();
    }
    while (ok && *p) {
        char token[64];
        size_t n = 0;
        int depth;

        if (is_space((unsigned char)*p)) {
            p++;
        } else if (*p == '{') {                 /* comment */
            p = strchr(p, '}');
            p = p ? p + 1 : "";
        } else if (*p == ';' || *p == '%') {    /* rest-of-line comment */
            p = strchr(p, '\n');
            p = p ? p + 1 : "";
        } else if (*p == '(') {                 /* variation, maybe nested */
            for (depth = 0; *p; p++) {
                depth += (*p == '(') - (*p == ')');
                if (depth == 0)
                    break;
            }
            if (*p)
                p++;
        } else if (*p == '[') {                 /* the next game's tags */
            break;
        } else {
            while (*p && !is_space((unsigned char)*p) && !strchr("{;()[", *p)) {
                if (n + 1 < sizeof token)
                    token[n++] = *p;
                p++;
            }
            token[n] = 0;
            if (token[0] == '$')
                continue;                       /* NAG */
            if (!strcmp(token, "1-0") || !strcmp(token, "0-1")
                || !strcmp(token, "1/2-1/2") || !strcmp(token, "*"))
                break;
            {
                char *move = token;

                /* "12." "12..." or "12.e4": the number goes. */
                if (*move >= '0' && *move <= '9' && strchr(move, '.')) {
                    while (*move >= '0' && *move <= '9')
                        move++;
                    while (*move == '.')
                        move++;
                }
                if (*move)
                    ok = play_token(move, game_counters()->fullmove, error,
                                    size);
            }
        }
    }
    free(text);
    return ok ? 1 : -1;
}
