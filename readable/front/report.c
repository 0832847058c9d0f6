/*
 * report.c -- the PV as text for the thinking output (report.h).  The PV
 * stops where it repeats a position of the game: a GUI would count the
 * line after it as going on past a draw (4.0-4.3 know no repetition, and
 * 4.8 scores one as a draw in its search but plays on).
 */
#include <string.h>

#include "engine/board.h"
#include "engine/pv.h"
#include "engine/rules.h"
#include "engine/search.h"
#include "game.h"
#include "report.h"

/* Do two positions repeat each other, as a GUI counts repetitions?  The
   same pieces on the same squares and the same side to move.  The MOVED
   bit only counts for kings, rooks and pawns (castling and the double
   step): a knight that went out and came back is the same position. */
static int same_position(const Position *a, const Position *b)
{
    int sq;

    if (a->side != b->side)
        return 0;
    for (sq = 0; sq < 0x78; sq++) {
        int x = a->board[sq], y = b->board[sq], type = x & TYPE_MASK;

        if (sq & OFF_BOARD)
            continue;
        if (type == KNIGHT || type == BISHOP || type == QUEEN) {
            x &= ~MOVED;
            y &= ~MOVED;
        }
        if (x != y)
            return 0;
    }
    return 1;
}

/* Has this position occurred in the game (the current one included)? */
static int occurred(const Position *p)
{
    int ply;

    if (same_position(p, &pos))
        return 1;
    for (ply = game_plies() - 1; ply >= 0; ply--)
        if (same_position(p, game_position_before(ply)))
            return 1;
    return 0;
}

void report_pv(char *buf, size_t size)
{
    Move pv[PV_MAX];
    Position p = pos;
    size_t used = 0;
    int n, i;

    /* During the search pos is the root position (every move is taken
       back); the root's keys are in ctl (root_search()). */
    n = pv_from_hash(&pos, ctl.root_key, ctl.root_lock, pv,
                     pv_full_width_plies(ctl.root_iteration));
    /* The line starts with the iteration's best move.  The root's slot
       can hold another move: in 4.8 a position the game passed through
       keeps its slot, locked as a draw, with the move stored then (the
       search does not overwrite it).  Then only the best move is sure. */
    if (n == 0 || pv[0].from != ctl.root_from || pv[0].to != ctl.root_to) {
        pv[0].from = ctl.root_from;
        pv[0].to = ctl.root_to;
        n = 1;
    }
    buf[0] = 0;
    for (i = 0; i < n && used + 7 < size; i++) {
        char text[6];
        Position before = p;

        if (!rules_play(&p, pv[i].from, pv[i].to, NULL))
            break;
        game_move_text(&before, pv[i], text);
        if (used > 0)
            buf[used++] = ' ';
        strcpy(buf + used, text);
        used += strlen(text);
        /* A line that returns to a position of the game is a draw by
           repetition for the GUI: it ends there. */
        if (occurred(&p))
            break;
    }
}

int report_centipawns(int score)
{
    return (score * 100 + (score < 0 ? -49 : 49)) / PAWN_SCORE;
}
