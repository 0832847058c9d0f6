/*
 * readable-adapter.c -- readable's own engine as a "C library port" for
 * tests/port.bats: compare/port.sh --lib builds it with
 * compare/port/driver.c and readable/engine/*.c, and the result must be
 * certified identical (or, built from a copy of readable with a known
 * deviation applied, compare/port-variant.sh, differ and be named).  Kibitz lines go through the driver's port_kibitz(), as a
 * real port's would.
 */
#include "adapter.h"
#include "engine/board.h"
#include "engine/search.h"
#include "engine/zobrist.h"

static void report(void)
{
    port_kibitz(ctl.root_iteration, ctl.nodes, ctl.root_score, ctl.root_from,
                ctl.root_to);
}

void port_reset(void)
{
    board_setup();
    zobrist_init();
    ctl.root_report = report;
}

char port_piece(int square)
{
    static const char symbols[] = ".?pnkbrq?PPNKBRQ";

    return symbols[pos.board[square] & 15];
}

int port_play(int from, int to)
{
    Move played;

    return root_search(from, to, &played);
}

int port_think(void)
{
    Move played;

    return root_search(THINK, THINK, &played);
}
