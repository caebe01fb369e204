/* workload.c -- the thread set of a run, from the command line.
 *
 * scripts/wdl.py compiles a workload file (one of workloads/) into
 *   threads=N start=MASK tk=T0,T1,.. io=I0,I1,.. ev=j5@10000,l0@15000
 * Tickets of 0 are drawn from the seed. Without ev= the kernel runs the
 * built-in workload of Figure 2 (six threads, 0-4 at the start, thread 5
 * joins after half of the quanta, thread 0 leaves after three quarters).
 */
#include "kernel.h"

static char buf[256];

static void builtin_fig2(u32 quanta, struct workload *wl)
{
    wl->nthreads = 6;
    wl->start_mask = 0x1f;
    wl->nev = 2;
    wl->ev[0].at = quanta / 2;
    wl->ev[0].thread = 5;
    wl->ev[0].kind = WL_JOIN;
    wl->ev[1].at = (quanta / 4) * 3;
    wl->ev[1].thread = 0;
    wl->ev[1].kind = WL_LEAVE;
}

static int parse_list(const char *cmd, const char *key, u32 *out, u32 n)
{
    const char *s = buf;
    u32 i = 0;
    if (!cmdline_str(cmd, key, buf, sizeof buf))
        return 0;
    while (*s && i < n) {
        out[i++] = kstrtou(s, &s, 0);
        if (*s != ',')
            break;
        s++;
    }
    return (int)i;
}

int workload_parse(const char *cmd, u32 quanta, struct workload *wl)
{
    const char *s;
    kmemset(wl, 0, sizeof *wl);
    if (!cmdline_str(cmd, "ev", buf, sizeof buf)) {
        builtin_fig2(quanta, wl);
        return 0;
    }
    for (s = buf; *s && wl->nev < WL_MAXEV;) {
        struct wl_event *ev = &wl->ev[wl->nev];
        if (*s == 'j')
            ev->kind = WL_JOIN;
        else if (*s == 'l')
            ev->kind = WL_LEAVE;
        else
            return -1;
        ev->thread = kstrtou(s + 1, &s, 10);
        if (*s != '@')
            return -1;
        ev->at = kstrtou(s + 1, &s, 10);
        wl->nev++;
        if (*s == ',')
            s++;
        else if (*s)
            return -1;
    }
    wl->nthreads = cmdline_u32(cmd, "threads", 6);
    if (wl->nthreads == 0 || wl->nthreads > MAXT)
        return -1;
    wl->start_mask = cmdline_u32(cmd, "start", (1u << wl->nthreads) - 1);
    parse_list(cmd, "tk", wl->tickets, wl->nthreads);
    parse_list(cmd, "io", wl->io, wl->nthreads);
    return 0;
}

void workload_print(const struct workload *wl)
{
    u32 e;
    kprintf("workload threads=%u start=0x%x events=", wl->nthreads, wl->start_mask);
    for (e = 0; e < wl->nev; e++)
        kprintf("%s%c%u@%u", e ? "," : "", wl->ev[e].kind == WL_JOIN ? 'j' : 'l', wl->ev[e].thread, wl->ev[e].at);
    kprintf("\n");
}
