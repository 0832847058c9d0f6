/*
 * forkshim.so: an LD_PRELOAD helper of the legality audit (audit/README.md).
 *
 * The audit offers many moves in one position.  A legal move changes the
 * board, and micro-Max has no "undo", so without help every legal move costs
 * a new process that replays all the moves leading to the position.  This
 * shim makes the program itself branch instead: the program under test is
 * unchanged, only the delivery of its standard input is.
 *
 * With AUDIT_FORK_AFTER=L in the environment, the first L input lines reach
 * the program as usual.  When the program asks for line L+1, the shim reads
 * all the remaining lines (the offers), writes a line "#fork" to standard
 * output and, for each offer in turn, forks: the
 * child sees that one line followed by end of input (so it prints one board
 * and exits; a '|' in the line stands for a line end, so that one child can
 * take several moves in a row), the parent waits for it and writes a line
 *     #offer N exit=S      or      #offer N signal=S
 * to standard output.  After the last offer the parent sees end of input.
 * Every offer is thus judged in exactly the state the program had after the
 * L moves (hash table included).  A child is killed by SIGALRM after
 * AUDIT_FORK_TIMEOUT seconds (default 60).
 *
 * Interposed: getc, getchar, fgetc, _IO_getc on stdin (gcc turns getchar()
 * into getc(stdin)).  Other streams go to the C library.  A statically linked
 * program, or one that reads stdin by other means, is not affected: the audit
 * notices the missing "#offer" lines and falls back to one process per move.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static int (*real_getc)(FILE *);
static int inited, child;
static long fork_after = -1, lines_done;
static int at_line_start = 1;
static const char *child_line;
static size_t child_len, child_pos;

static void init(void)
{
    const char *e;
    if (inited)
        return;
    inited = 1;
    real_getc = (int (*)(FILE *))dlsym(RTLD_NEXT, "getc");
    e = getenv("AUDIT_FORK_AFTER");
    if (e && *e)
        fork_after = atol(e);
}

static void say(const char *s)
{
    size_t n = strlen(s);
    while (n > 0) {
        ssize_t w = write(1, s, n);
        if (w <= 0)
            return;
        s += w;
        n -= (size_t)w;
    }
}

/* Reads the offers, runs one child per offer.  Returns 1 in a child. */
static int branch(void)
{
    char **line = NULL, *buf = NULL;
    size_t nlines = 0, cap = 0, len = 0, bcap = 0;
    int c, timeout = 60;
    const char *t = getenv("AUDIT_FORK_TIMEOUT");
    if (t && atoi(t) > 0)
        timeout = atoi(t);

    for (;;) {                              /* read every remaining line */
        c = real_getc(stdin);
        if (c == EOF && len == 0)
            break;
        if (len + 2 > bcap) {
            bcap = bcap ? 2 * bcap : 64;
            buf = realloc(buf, bcap);
            if (!buf) abort();
        }
        if (c != EOF)
            buf[len++] = (char)c;
        if (c == '\n' || c == EOF) {
            buf[len] = 0;
            if (nlines == cap) {
                cap = cap ? 2 * cap : 256;
                line = realloc(line, cap * sizeof *line);
                if (!line) abort();
            }
            line[nlines++] = buf;
            buf = NULL; bcap = len = 0;
            if (c == EOF)
                break;
        }
    }
    fflush(stdout);
    say("#fork\n");
    for (size_t i = 0; i < nlines; i++) {
        char msg[64];
        int status = 0;
        pid_t pid;
        fflush(stdout);
        fflush(stderr);
        pid = fork();
        if (pid == 0) {
            child = 1;
            child_line = line[i];
            child_len = strlen(line[i]);
            child_pos = 0;
            signal(SIGALRM, SIG_DFL);
            alarm((unsigned)timeout);
            return 1;
        }
        if (pid < 0 || waitpid(pid, &status, 0) < 0)
            snprintf(msg, sizeof msg, "#offer %zu fork-failed\n", i + 1);
        else if (WIFSIGNALED(status))
            snprintf(msg, sizeof msg, "#offer %zu signal=%d\n", i + 1, WTERMSIG(status));
        else
            snprintf(msg, sizeof msg, "#offer %zu exit=%d\n", i + 1, WEXITSTATUS(status));
        say(msg);
    }
    return 0;
}

static int next_char(void)
{
    int c;
    init();
    if (child) {
        if (child_pos >= child_len)
            return EOF;
        c = (unsigned char)child_line[child_pos++];
        return c == '|' ? '\n' : c;
    }
    if (fork_after >= 0 && at_line_start && lines_done == fork_after) {
        fork_after = -1;
        if (branch())
            return next_char();
        return EOF;                         /* parent: the input is over */
    }
    c = real_getc(stdin);
    if (c == EOF)
        return EOF;
    at_line_start = c == '\n';
    if (c == '\n')
        lines_done++;
    return c;
}

int getc(FILE *f)
{
    init();
    return f == stdin ? next_char() : real_getc(f);
}
int fgetc(FILE *f) { return getc(f); }
int _IO_getc(FILE *f) { return getc(f); }
int getchar(void) { return getc(stdin); }
