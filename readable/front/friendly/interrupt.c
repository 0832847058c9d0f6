/*
 * interrupt.c -- Ctrl-C stops micro-Max's thought (interrupt.h).
 */
#define _POSIX_C_SOURCE 200809L  /* sigaction */

#include <limits.h>
#include <setjmp.h>
#include <string.h>

/* WebAssembly (the web page's build, web/web.mk) has no signals: there
   Ctrl-C is never caught, and the hook below never stops a search. */
#if !defined(__wasi__)
#include <signal.h>
#else
typedef int sig_atomic_t;
#endif

#include "front/game.h"
#include "interrupt.h"

/* How often the hook looks at the flag: a few milliseconds of search. */
#define INTERRUPT_POLL_NODES 4096

static volatile sig_atomic_t pressed;
static void (*also_look)(void);
static jmp_buf stop_thought;

static void on_ctrl_c(int signal_number)
{
    (void)signal_number;
    pressed = 1;
}

void interrupt_catch(void)
{
#if !defined(__wasi__)
    struct sigaction action;

    memset(&action, 0, sizeof action);
    action.sa_handler = on_ctrl_c;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;                 /* no SA_RESTART: reads see it */
    sigaction(SIGINT, &action, NULL);
#else
    (void)on_ctrl_c;
#endif
}

int interrupt_taken(void)
{
    int was = pressed;

    pressed = 0;
    return was;
}

/* ctl.poll: leave the search when Ctrl-C was pressed. */
static void poll_hook(void)
{
    ctl.poll_at = ctl.nodes + INTERRUPT_POLL_NODES;
    if (also_look)
        also_look();
    if (pressed)
        longjmp(stop_thought, 1);
}

void interrupt_also_look(void (*look)(void))
{
    also_look = look;
}

int interrupt_engine_move(Move *played, char *text, double *seconds)
{
    static Position saved;       /* static: unchanged across longjmp */
    int found;

    saved = pos;
    pressed = 0;
    ctl.poll = poll_hook;
    ctl.poll_at = INTERRUPT_POLL_NODES;
    if (setjmp(stop_thought) == 0) {
        found = game_engine_move(played, text, seconds);
        ctl.poll_at = LONG_MAX;
        return found;
    }
    /* Stopped deep in the recursion: the board still holds the moves on
       the way there.  game_think() had not recorded its move yet, so the
       game record is as before; in 4.0-4.3 the hash lock stays counted
       (in 4.8 it is the position's own, unchanged). */
    ctl.poll_at = LONG_MAX;
    {
        uint32_t lock = pos.hash_lock;

        pos = saved;
        pos.hash_lock = lock;
    }
    pressed = 0;
    return -1;
}
