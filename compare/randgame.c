/*
 * randgame: random legal chess games for the compare harness.
 *
 * The harness needs positions that micro-Max reaches the way it reaches every
 * position: by a sequence of moves from the initial position.  This program
 * knows the ordinary rules of chess (castling, en passant, promotion, check)
 * and nothing else: no evaluation, no search.  It is independent of both
 * engines on purpose, so that it can judge what they accept, and it is checked
 * against Stockfish's perft counts by tests/compare.bats when Stockfish is
 * installed.
 *
 * Usage:
 *   randgame games N [SEED [MINPLY [MAXPLY]]]
 *       N random games, one per line, moves in coordinate notation (e2e4).
 *       Each game has a length drawn uniformly from MINPLY..MAXPLY plies and
 *       stops early at a mate or stalemate.  Every legal move is equally
 *       likely; promotions are to a queen only, as in micro-Max, and are
 *       written with 4 characters (e7e8).  Same SEED, same games.
 *   randgame perft DEPTH [MOVE...]
 *       Leaf count of the full legal-move tree DEPTH plies deep after MOVE...,
 *       counting all four promotion pieces, as Stockfish's "go perft" does.
 *   randgame divide DEPTH [MOVE...]
 *       The same, split by first move ("e7e8q: 12"), in Stockfish's format.
 *   randgame legal [MOVE...]
 *       The legal moves after MOVE..., one per line (queen promotions only).
 *   randgame illegal N [SEED [MINPLY [MAXPLY [KIND]]]]
 *       N random legal games as with `games`, each followed by " |" and the
 *       moves that the pieces' geometry allows in its last position but the
 *       rules forbid, each as MOVE:KIND (kinds below).  A game whose last
 *       position has none is drawn again.  With KIND, each game stops at
 *       the first ply from MINPLY on whose position has a move of that
 *       kind (drawn again if none comes by its length); only that kind is
 *       listed.
 *   randgame check [-u]
 *       Reads games from standard input, one per line, and prints each game
 *       cut before its first illegal move (or under-promotion, which
 *       micro-Max cannot play); a note goes to standard error for every cut.
 *       With -u, promotions are written as UCI wants them (e7e8q).
 *
 * The kinds of illegal move (`illegal`):
 *   king-into-check       the king steps onto an attacked square
 *   pinned                not in check, a move that exposes the own king
 *   ignores-check         in check, a move that leaves the king attacked
 *   castle-out-of-check   castling (rights kept, squares between empty)
 *   castle-through-check    with the king attacked on its square, the
 *   castle-into-check       square it crosses, or the one it lands on
 *
 * A MOVE is from-square and to-square (e2e4), optionally followed by a
 * promotion letter (e7e8q).  Exit status 2 on bad usage, 1 when a MOVE on the
 * command line is illegal.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

/* Squares are 0..63, a1 = 0, h1 = 7, a8 = 56.  Pieces are letters as in FEN
 * ('P' white pawn, 'k' black king), '.' for an empty square. */
typedef struct {
    char sq[64];
    int white;      /* 1 when white is to move */
    int castle;     /* bits: 1 = white O-O, 2 = white O-O-O, 4 = black O-O, 8 = black O-O-O */
    int ep;         /* square a pawn may capture onto en passant, or -1 */
} Pos;

typedef struct {
    int from, to;
    char promo;     /* 0, or the lower-case promotion piece: q r b n */
} Move;

#define MAXMOVES 256

static int file_of(int s) { return s & 7; }
static int rank_of(int s) { return s >> 3; }
static int is_white(char p) { return p >= 'A' && p <= 'Z'; }
static int is_black(char p) { return p >= 'a' && p <= 'z'; }
static int own(const Pos *p, char c) { return p->white ? is_white(c) : is_black(c); }
static int enemy(const Pos *p, char c) { return p->white ? is_black(c) : is_white(c); }

static void start_position(Pos *p)
{
    const char *back = "RNBQKBNR";
    int f;
    memset(p->sq, '.', sizeof p->sq);
    for (f = 0; f < 8; f++) {
        p->sq[f] = back[f];
        p->sq[8 + f] = 'P';
        p->sq[48 + f] = 'p';
        p->sq[56 + f] = (char)tolower((unsigned char)back[f]);
    }
    p->white = 1;
    p->castle = 15;
    p->ep = -1;
}

static const int knight_df[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };
static const int knight_dr[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };
static const int king_df[8] = { 1, 1, 0, -1, -1, -1, 0, 1 };
static const int king_dr[8] = { 0, 1, 1, 1, 0, -1, -1, -1 };

/* The square (file+df, rank+dr), or -1 when that is off the board. */
static int step(int s, int df, int dr)
{
    int f = file_of(s) + df, r = rank_of(s) + dr;
    return (f < 0 || f > 7 || r < 0 || r > 7) ? -1 : r * 8 + f;
}

/* Is square s attacked by a piece of the given colour (by_white)? */
static int attacked(const Pos *p, int s, int by_white)
{
    int i, t, d;
    char pawn = by_white ? 'P' : 'p', knight = by_white ? 'N' : 'n';
    char king = by_white ? 'K' : 'k', bishop = by_white ? 'B' : 'b';
    char rook = by_white ? 'R' : 'r', queen = by_white ? 'Q' : 'q';

    /* A white pawn attacks upwards, so it sits one rank below s. */
    for (i = -1; i <= 1; i += 2) {
        t = step(s, i, by_white ? -1 : 1);
        if (t >= 0 && p->sq[t] == pawn) return 1;
    }
    for (i = 0; i < 8; i++) {
        t = step(s, knight_df[i], knight_dr[i]);
        if (t >= 0 && p->sq[t] == knight) return 1;
        t = step(s, king_df[i], king_dr[i]);
        if (t >= 0 && p->sq[t] == king) return 1;
    }
    for (d = 0; d < 8; d++) {      /* rays: even d orthogonal, odd diagonal */
        char slider = (d & 1) ? bishop : rook;
        t = s;
        while ((t = step(t, king_df[d], king_dr[d])) >= 0) {
            if (p->sq[t] == '.') continue;
            if (p->sq[t] == slider || p->sq[t] == queen) return 1;
            break;
        }
    }
    return 0;
}

static int king_square(const Pos *p, int white)
{
    int s;
    for (s = 0; s < 64; s++)
        if (p->sq[s] == (white ? 'K' : 'k')) return s;
    return -1;
}

static void make_move(Pos *p, Move m)
{
    char pc = p->sq[m.from];
    int lower = tolower((unsigned char)pc);

    if (lower == 'p' && m.to == p->ep)              /* en passant: remove the pawn */
        p->sq[m.to + (p->white ? -8 : 8)] = '.';
    if (lower == 'k' && abs(m.to - m.from) == 2) {  /* castling: move the rook too */
        int rook_from = m.to > m.from ? m.from + 3 : m.from - 4;
        int rook_to = m.to > m.from ? m.from + 1 : m.from - 1;
        p->sq[rook_to] = p->sq[rook_from];
        p->sq[rook_from] = '.';
    }
    p->sq[m.to] = pc;
    p->sq[m.from] = '.';
    if (m.promo)
        p->sq[m.to] = p->white ? (char)toupper((unsigned char)m.promo) : m.promo;

    p->ep = -1;
    if (lower == 'p' && abs(m.to - m.from) == 16)
        p->ep = (m.from + m.to) / 2;

    /* A move from or to a corner or king square spends those rights. */
    {
        static const int sqs[6] = { 4, 7, 0, 60, 63, 56 };
        static const int lose[6] = { 3, 1, 2, 12, 4, 8 };
        int i;
        for (i = 0; i < 6; i++)
            if (m.from == sqs[i] || m.to == sqs[i]) p->castle &= ~lose[i];
    }
    p->white = !p->white;
}

static void add(Move *list, int *n, int from, int to, char promo)
{
    list[*n].from = from;
    list[*n].to = to;
    list[*n].promo = promo;
    (*n)++;
}

/* Pawn moves to the last rank become promotions: to a queen only, or to all
 * four pieces when all_promos is set (for perft). */
static void add_pawn(Move *list, int *n, int from, int to, int all_promos)
{
    int r = rank_of(to);
    if (r == 0 || r == 7) {
        add(list, n, from, to, 'q');
        if (all_promos) {
            add(list, n, from, to, 'r');
            add(list, n, from, to, 'b');
            add(list, n, from, to, 'n');
        }
    } else {
        add(list, n, from, to, 0);
    }
}

static int pseudo_moves(const Pos *p, Move *list, int all_promos)
{
    int n = 0, s, t, i, d;
    for (s = 0; s < 64; s++) {
        char pc = p->sq[s];
        int lower;
        if (!own(p, pc)) continue;
        lower = tolower((unsigned char)pc);
        if (lower == 'p') {
            int dir = p->white ? 1 : -1, home = p->white ? 1 : 6;
            t = step(s, 0, dir);
            if (t >= 0 && p->sq[t] == '.') {
                add_pawn(list, &n, s, t, all_promos);
                if (rank_of(s) == home && p->sq[t + 8 * dir] == '.')
                    add(list, &n, s, t + 8 * dir, 0);
            }
            for (i = -1; i <= 1; i += 2) {
                t = step(s, i, dir);
                if (t >= 0 && (enemy(p, p->sq[t]) || t == p->ep))
                    add_pawn(list, &n, s, t, all_promos);
            }
        } else if (lower == 'n' || lower == 'k') {
            for (i = 0; i < 8; i++) {
                t = lower == 'n' ? step(s, knight_df[i], knight_dr[i])
                                 : step(s, king_df[i], king_dr[i]);
                if (t >= 0 && !own(p, p->sq[t])) add(list, &n, s, t, 0);
            }
        } else {
            for (d = 0; d < 8; d++) {
                if (lower == 'r' && (d & 1)) continue;
                if (lower == 'b' && !(d & 1)) continue;
                t = s;
                while ((t = step(t, king_df[d], king_dr[d])) >= 0) {
                    if (own(p, p->sq[t])) break;
                    add(list, &n, s, t, 0);
                    if (p->sq[t] != '.') break;
                }
            }
        }
    }
    /* Castling: rights kept, squares between empty, king not in check and
     * not passing or landing on an attacked square. */
    {
        int k = p->white ? 4 : 60, them = !p->white;
        int ks = p->white ? 1 : 4, qs = p->white ? 2 : 8;
        if ((p->castle & ks) && p->sq[k + 1] == '.' && p->sq[k + 2] == '.'
            && !attacked(p, k, them) && !attacked(p, k + 1, them) && !attacked(p, k + 2, them))
            add(list, &n, k, k + 2, 0);
        if ((p->castle & qs) && p->sq[k - 1] == '.' && p->sq[k - 2] == '.' && p->sq[k - 3] == '.'
            && !attacked(p, k, them) && !attacked(p, k - 1, them) && !attacked(p, k - 2, them))
            add(list, &n, k, k - 2, 0);
    }
    return n;
}

static int legal_moves(const Pos *p, Move *list, int all_promos)
{
    Move pseudo[MAXMOVES];
    int n = pseudo_moves(p, pseudo, all_promos), i, legal = 0;
    for (i = 0; i < n; i++) {
        Pos q = *p;
        make_move(&q, pseudo[i]);
        if (!attacked(&q, king_square(&q, p->white), q.white))
            list[legal++] = pseudo[i];
    }
    return legal;
}

/* The kinds of illegal move, as the header names them. */
enum { KING_INTO_CHECK, PINNED, IGNORES_CHECK, CASTLE_OUT_OF_CHECK,
       CASTLE_THROUGH_CHECK, CASTLE_INTO_CHECK, ILLEGAL_KINDS };
static const char *const kind_names[ILLEGAL_KINDS] = {
    "king-into-check", "pinned", "ignores-check", "castle-out-of-check",
    "castle-through-check", "castle-into-check"
};

/* Castling that the geometry allows (rights kept, the squares between
 * empty) but the rules forbid: the kind, or -1 when it is legal. */
static int castling_kind(const Pos *p, int king, int dir)
{
    int them = !p->white;
    if (attacked(p, king, them)) return CASTLE_OUT_OF_CHECK;
    if (attacked(p, king + dir, them)) return CASTLE_THROUGH_CHECK;
    if (attacked(p, king + 2 * dir, them)) return CASTLE_INTO_CHECK;
    return -1;
}

/* The illegal moves of p, queen promotions only, and their kinds. */
static int illegal_moves(const Pos *p, Move *list, int *kinds)
{
    Move pseudo[MAXMOVES];
    int n = pseudo_moves(p, pseudo, 0), i, count = 0, kind;
    int in_check = attacked(p, king_square(p, p->white), !p->white);
    int k = p->white ? 4 : 60;
    int ks = p->white ? 1 : 4, qs = p->white ? 2 : 8;

    for (i = 0; i < n; i++) {
        Pos q = *p;
        make_move(&q, pseudo[i]);
        if (!attacked(&q, king_square(&q, p->white), q.white)) continue;
        kinds[count] = tolower((unsigned char)p->sq[pseudo[i].from]) == 'k'
                       ? KING_INTO_CHECK : in_check ? IGNORES_CHECK : PINNED;
        list[count++] = pseudo[i];
    }
    /* pseudo_moves() generates legal castling only. */
    if ((p->castle & ks) && p->sq[k + 1] == '.' && p->sq[k + 2] == '.'
        && (kind = castling_kind(p, k, 1)) >= 0) {
        kinds[count] = kind;
        add(list, &count, k, k + 2, 0);
    }
    if ((p->castle & qs) && p->sq[k - 1] == '.' && p->sq[k - 2] == '.'
        && p->sq[k - 3] == '.' && (kind = castling_kind(p, k, -1)) >= 0) {
        kinds[count] = kind;
        add(list, &count, k, k - 2, 0);
    }
    return count;
}

/* How many of the n illegal moves are of the kind `want` (any: -1). */
static int count_kind(const int *kinds, int n, int want)
{
    int i, c = 0;
    for (i = 0; i < n; i++)
        c += want < 0 || kinds[i] == want;
    return c;
}

static void move_text(Move m, char *buf)
{
    buf[0] = (char)('a' + file_of(m.from));
    buf[1] = (char)('1' + rank_of(m.from));
    buf[2] = (char)('a' + file_of(m.to));
    buf[3] = (char)('1' + rank_of(m.to));
    buf[4] = m.promo;
    buf[5] = 0;
}

/* Find the legal move written as text.  A 4-character promotion means a
 * queen.  Returns 1 and fills *out when the move is legal. */
static int parse_move(const Pos *p, const char *text, Move *out)
{
    Move list[MAXMOVES];
    int n = legal_moves(p, list, 1), i, from, to;
    char promo;
    size_t len = strlen(text);
    if (len < 4 || len > 5) return 0;
    if (text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8'
        || text[2] < 'a' || text[2] > 'h' || text[3] < '1' || text[3] > '8')
        return 0;
    from = (text[1] - '1') * 8 + (text[0] - 'a');
    to = (text[3] - '1') * 8 + (text[2] - 'a');
    promo = len == 5 ? (char)tolower((unsigned char)text[4]) : 0;
    for (i = 0; i < n; i++) {
        if (list[i].from != from || list[i].to != to) continue;
        if (list[i].promo == promo || (promo == 0 && list[i].promo == 'q')) {
            *out = list[i];
            return 1;
        }
    }
    return 0;
}

static unsigned long long perft(const Pos *p, int depth)
{
    Move list[MAXMOVES];
    unsigned long long total = 0;
    int n, i;
    if (depth == 0) return 1;
    n = legal_moves(p, list, 1);
    if (depth == 1) return (unsigned long long)n;
    for (i = 0; i < n; i++) {
        Pos q = *p;
        make_move(&q, list[i]);
        total += perft(&q, depth - 1);
    }
    return total;
}

/* splitmix64: a small, well-mixed generator; the same seed gives the same
 * games on every platform. */
static unsigned long long rng_state;
static unsigned long long rng_next(void)
{
    unsigned long long z = (rng_state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}
static int rng_below(int n) { return (int)(rng_next() % (unsigned long long)n); }

static int usage(void)
{
    fprintf(stderr, "usage: randgame games N [SEED [MINPLY [MAXPLY]]]\n"
                    "       randgame perft|divide DEPTH [MOVE...]\n"
                    "       randgame legal [MOVE...]\n"
                    "       randgame illegal N [SEED [MINPLY [MAXPLY [KIND]]]]\n"
                    "       randgame check [-u] < games\n");
    return 2;
}

/* Play the moves argv[0..argc-1] from the initial position. */
static int play_args(Pos *p, int argc, char **argv)
{
    int i;
    start_position(p);
    for (i = 0; i < argc; i++) {
        Move m;
        if (!parse_move(p, argv[i], &m)) {
            fprintf(stderr, "randgame: illegal move %s (move %d)\n", argv[i], i + 1);
            return 0;
        }
        make_move(p, m);
    }
    return 1;
}

static int cmd_games(int argc, char **argv)
{
    long games, g;
    int minply = 6, maxply = 60;
    if (argc < 1) return usage();
    games = atol(argv[0]);
    rng_state = argc > 1 ? strtoull(argv[1], NULL, 10) : 1;
    if (argc > 2) minply = atoi(argv[2]);
    if (argc > 3) maxply = atoi(argv[3]);
    if (minply < 0 || maxply < minply) return usage();
    for (g = 0; g < games; g++) {
        Pos p;
        int plies = minply + rng_below(maxply - minply + 1), ply;
        start_position(&p);
        for (ply = 0; ply < plies; ply++) {
            Move list[MAXMOVES];
            char buf[6];
            int n = legal_moves(&p, list, 0);
            if (n == 0) break;                  /* mate or stalemate */
            list[0] = list[rng_below(n)];
            move_text(list[0], buf);
            buf[4] = 0;                         /* queen promotion: 4 characters */
            printf("%s%s", ply ? " " : "", buf);
            make_move(&p, list[0]);
        }
        printf("\n");
    }
    return 0;
}

/* `illegal`: see the header.  A game is drawn again, up to a limit,
 * until its last position has an illegal move (of the kind asked for). */
static int cmd_illegal(int argc, char **argv)
{
    long games, g, tries = 0;
    int minply = 6, maxply = 60, want = -1, i;
    if (argc < 1) return usage();
    games = atol(argv[0]);
    rng_state = argc > 1 ? strtoull(argv[1], NULL, 10) : 1;
    if (argc > 2) minply = atoi(argv[2]);
    if (argc > 3) maxply = atoi(argv[3]);
    if (argc > 4) {
        for (want = 0; want < ILLEGAL_KINDS && strcmp(argv[4], kind_names[want]); want++) {}
        if (want == ILLEGAL_KINDS) {
            fprintf(stderr, "randgame: unknown kind %s\n", argv[4]);
            return usage();
        }
    }
    if (minply < 0 || maxply < minply) return usage();
    for (g = 0; g < games; g++) {
        Pos p;
        Move played[1024], illegal[MAXMOVES];
        int kinds[MAXMOVES], n_illegal = 0;
        int plies = minply + rng_below(maxply - minply + 1), ply;
        if (plies > 1024) plies = 1024;
        if (++tries > 1000000L) {
            fprintf(stderr, "randgame: no position with such a move found\n");
            return 1;
        }
        start_position(&p);
        for (ply = 0; ; ply++) {
            Move list[MAXMOVES];
            int n;
            if (ply >= minply || ply == plies) {
                n_illegal = illegal_moves(&p, illegal, kinds);
                if (want >= 0 ? count_kind(kinds, n_illegal, want) > 0
                              : ply == plies && n_illegal > 0)
                    break;
            }
            n = ply < plies ? legal_moves(&p, list, 0) : 0;
            if (n == 0) { n_illegal = 0; break; }    /* too long, mate, stalemate */
            played[ply] = list[rng_below(n)];
            make_move(&p, played[ply]);
        }
        if (count_kind(kinds, n_illegal, want) == 0) { g--; continue; }
        for (i = 0; i < ply; i++) {
            char buf[6];
            move_text(played[i], buf);
            buf[4] = 0;
            printf("%s%s", i ? " " : "", buf);
        }
        printf(" |");
        for (i = 0; i < n_illegal; i++) {
            char buf[6];
            if (want >= 0 && kinds[i] != want) continue;
            move_text(illegal[i], buf);
            buf[4] = 0;
            printf(" %s:%s", buf, kind_names[kinds[i]]);
        }
        printf("\n");
    }
    return 0;
}

static int cmd_perft(int argc, char **argv, int divide)
{
    Pos p;
    int depth;
    if (argc < 1) return usage();
    depth = atoi(argv[0]);
    if (depth < 1) return usage();
    if (!play_args(&p, argc - 1, argv + 1)) return 1;
    if (divide) {
        Move list[MAXMOVES];
        int n = legal_moves(&p, list, 1), i;
        unsigned long long total = 0;
        for (i = 0; i < n; i++) {
            Pos q = p;
            char buf[6];
            unsigned long long c;
            make_move(&q, list[i]);
            c = perft(&q, depth - 1);
            total += c;
            move_text(list[i], buf);
            printf("%s: %llu\n", buf, c);
        }
        printf("\nNodes searched: %llu\n", total);
    } else {
        printf("%llu\n", perft(&p, depth));
    }
    return 0;
}

static int cmd_legal(int argc, char **argv)
{
    Pos p;
    Move list[MAXMOVES];
    int n, i;
    if (!play_args(&p, argc, argv)) return 1;
    n = legal_moves(&p, list, 0);
    for (i = 0; i < n; i++) {
        char buf[6];
        move_text(list[i], buf);
        buf[4] = 0;
        printf("%s\n", buf);
    }
    return 0;
}

static int cmd_check(int uci)
{
    static char line[65536];
    long lineno = 0;
    while (fgets(line, sizeof line, stdin)) {
        Pos p;
        char *tok = line;
        int first = 1;
        lineno++;
        start_position(&p);
        for (;;) {
            Move m;
            char buf[6], *end;
            while (*tok == ' ' || *tok == '\t' || *tok == '\r' || *tok == '\n') tok++;
            if (!*tok) break;
            for (end = tok; *end && !isspace((unsigned char)*end); end++) {}
            if (*end) *end++ = 0;
            if (!parse_move(&p, tok, &m)) {
                fprintf(stderr, "randgame: line %ld: illegal move %s, game cut there\n", lineno, tok);
                break;
            }
            if (m.promo && m.promo != 'q') {
                fprintf(stderr, "randgame: line %ld: under-promotion %s, game cut there\n", lineno, tok);
                break;
            }
            move_text(m, buf);
            if (!uci) buf[4] = 0;
            printf("%s%s", first ? "" : " ", buf);
            first = 0;
            make_move(&p, m);
            tok = end;
        }
        printf("\n");
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 2) return usage();
    if (!strcmp(argv[1], "games")) return cmd_games(argc - 2, argv + 2);
    if (!strcmp(argv[1], "perft")) return cmd_perft(argc - 2, argv + 2, 0);
    if (!strcmp(argv[1], "divide")) return cmd_perft(argc - 2, argv + 2, 1);
    if (!strcmp(argv[1], "legal")) return cmd_legal(argc - 2, argv + 2);
    if (!strcmp(argv[1], "illegal")) return cmd_illegal(argc - 2, argv + 2);
    if (!strcmp(argv[1], "check")) return cmd_check(argc > 2 && !strcmp(argv[2], "-u"));
    return usage();
}
