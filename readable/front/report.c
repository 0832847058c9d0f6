/*
 * report.c -- the PV as text for the thinking output (report.h).
 */
#include <string.h>

#include "engine/board.h"
#include "engine/pv.h"
#include "engine/rules.h"
#include "engine/search.h"
#include "game.h"
#include "report.h"

void report_pv(char *buf, size_t size)
{
    Move pv[PV_MAX];
    Position p = pos;
    size_t used = 0;
    int n, i;

    /* During the search pos is the root position (every move is taken
       back), and its hash lock has already been counted for this search:
       the root's lock is one less. */
    n = pv_from_hash(&pos, pos.hash_lock - 1, pv,
                     pv_full_width_plies(ctl.root_iteration));
    if (n == 0) {              /* (the root's slot is always this search's) */
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
    }
}
