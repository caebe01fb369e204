/* simsched.c -- userspace simulator of strideos's schedulers.
 *
 * For quick plots without building an ISO: the same thread set, tickets,
 * work chain and lag metric as the kernel, no context switches. It takes
 * the kernel's command-line words:
 *
 *   ./simsched seed=2016 quanta=20000 work=32 [stride1=..] [scale=..]
 *              [join=min|zero|keep] [sched=rr,lottery,stride,sfq]
 *              [threads=N start=MASK tk=.. ev=j5@10000,l0@15000]
 *              [--lag-csv FILE]
 *
 * and prints RESULT/SUMMARY lines in the kernel's format. With --lag-csv
 * it writes the lag of every thread after every quantum (big: quanta x
 * threads rows) for tools/plot_lag.py.
 *
 * Events are applied after the quantum's pick (the simulator's loop was
 * written before the kernel moved them to the start of the quantum).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXT 8
#define MAXEV 32

typedef uint32_t u32;

struct thread {
    u32 tickets, stride, pass, joined, quanta, ent, state;
};

struct event {
    u32 at, thread;
    char kind;
};

static struct thread th[MAXT];
static struct event ev[MAXEV];
static u32 nthreads = 6, start_mask = 0x1f, nev;
static u32 fixed_tk[MAXT];
static u32 seed = 1, quanta = 20000, work = 32, stride1 = 1u << 20, scale = 10000;
static int join_policy;         /* 0 min, 1 zero, 2 keep */
static char sched_list[64] = "rr,lottery,stride";
static FILE *lag_csv;

static u32 xorshift32(u32 *s)
{
    u32 x = *s;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return *s = x;
}

static void parse_events(const char *s)
{
    nev = 0;
    while (*s && nev < MAXEV) {
        char *end;
        ev[nev].kind = *s;
        ev[nev].thread = (u32)strtoul(s + 1, &end, 10);
        if (*end != '@') {
            fprintf(stderr, "bad event list at '%s'\n", s);
            exit(2);
        }
        ev[nev].at = (u32)strtoul(end + 1, &end, 10);
        nev++;
        s = *end == ',' ? end + 1 : end;
    }
}

static void parse_list(const char *s, u32 *out)
{
    u32 i = 0;
    while (*s && i < MAXT) {
        char *end;
        out[i++] = (u32)strtoul(s, &end, 0);
        s = *end == ',' ? end + 1 : end;
        if (end == s && *s != ',')
            break;
    }
}

static void parse_arg(const char *a)
{
    const char *v = strchr(a, '=');
    if (!v)
        return;
    v++;
#define KEY(k) (!strncmp(a, k "=", sizeof(k)))
    if (KEY("seed"))
        seed = (u32)strtoul(v, NULL, 0);
    else if (KEY("quanta"))
        quanta = (u32)strtoul(v, NULL, 0);
    else if (KEY("work"))
        work = (u32)strtoul(v, NULL, 0);
    else if (KEY("stride1"))
        stride1 = (u32)strtoul(v, NULL, 0);
    else if (KEY("scale"))
        scale = (u32)strtoul(v, NULL, 0);
    else if (KEY("join"))
        join_policy = !strcmp(v, "zero") ? 1 : !strcmp(v, "keep") ? 2 : 0;
    else if (KEY("sched"))
        snprintf(sched_list, sizeof sched_list, "%s", v);
    else if (KEY("threads"))
        nthreads = (u32)strtoul(v, NULL, 0);
    else if (KEY("start"))
        start_mask = (u32)strtoul(v, NULL, 0);
    else if (KEY("tk"))
        parse_list(v, fixed_tk);
    else if (KEY("ev"))
        parse_events(v);
#undef KEY
}

static u32 min_pass(void)
{
    u32 i, m = 0xFFFFFFFFu;
    for (i = 0; i < nthreads; i++)
        if (th[i].joined && th[i].pass < m)
            m = th[i].pass;
    return m;
}

static void apply_events(u32 q)
{
    u32 e;
    for (e = 0; e < nev; e++) {
        struct thread *t = &th[ev[e].thread];
        if (ev[e].at != q)
            continue;
        if (ev[e].kind == 'j' && !t->joined) {
            if (join_policy == 0)
                t->pass = min_pass();
            else if (join_policy == 1)
                t->pass = 0;
            t->joined = 1;
        } else if (ev[e].kind == 'l') {
            t->joined = 0;
        }
    }
}

static void run(const char *kind)
{
    u32 tk = seed ^ 0x9E3779B9u, rng, q, i, total, maxlag = 0, vtime = 0, a = 1, c = 0;
    int next, last = (int)nthreads - 1;

    if (!tk)
        tk = 1;
    for (i = 0; i < nthreads; i++) {
        xorshift32(&tk);
        memset(&th[i], 0, sizeof th[i]);
        th[i].tickets = fixed_tk[i] ? fixed_tk[i] : 10u * (1u + tk % 10u);
        th[i].stride = stride1 / th[i].tickets;
        th[i].state = seed + i * 7919u;
        th[i].joined = (start_mask >> i) & 1u;
    }
    /* the work chain of one quantum as one affine map */
    for (i = 0; i < work; i++) {
        a *= 1103515245u;
        c = c * 1103515245u + 12345u;
    }
    rng = (seed ^ 0xA5A5A5A5u) | 1u;

    for (q = 0; q < quanta; q++) {
        total = 0;
        for (i = 0; i < nthreads; i++)
            if (th[i].joined)
                total += th[i].tickets;
        if (!total) {
            apply_events(q);
            continue;
        }
        next = -1;
        if (!strcmp(kind, "rr")) {
            for (i = 1; i <= nthreads; i++) {
                u32 k = ((u32)last + i) % nthreads;
                if (th[k].joined) {
                    next = (int)k;
                    break;
                }
            }
        } else if (!strcmp(kind, "lottery")) {
            u32 r = xorshift32(&rng) % total;
            for (i = 0; i < nthreads; i++) {
                if (!th[i].joined)
                    continue;
                if (r < th[i].tickets) {
                    next = (int)i;
                    break;
                }
                r -= th[i].tickets;
            }
        } else {
            for (i = 0; i < nthreads; i++)
                if (th[i].joined && (next < 0 || th[i].pass < th[next].pass))
                    next = (int)i;
            if (!strcmp(kind, "sfq"))
                vtime = th[next].pass;
            th[next].pass += th[next].stride;
        }
        apply_events(q);
        last = next;
        for (i = 0; i < nthreads; i++)
            if (th[i].joined)
                th[i].ent += th[i].tickets * scale / total;
        th[next].state = a * th[next].state + c;
        th[next].quanta++;
        for (i = 0; i < nthreads; i++) {
            int32_t lag;
            if (!th[i].joined)
                continue;
            lag = (int32_t)(th[i].quanta * scale - th[i].ent);
            if (lag_csv)
                fprintf(lag_csv, "%s,%u,%u,%.4f\n", kind, q, i, lag / (double)scale);
            if (lag < 0)
                lag = -lag;
            if ((u32)lag > maxlag)
                maxlag = (u32)lag;
        }
    }
    (void)vtime;
    for (i = 0; i < nthreads; i++)
        printf("RESULT sched=%s thread=%u tickets=%u quanta=%u state=0x%08x\n",
               kind, i, th[i].tickets, th[i].quanta, th[i].state);
    printf("SUMMARY sched=%s maxlag=%u switches=%u\n", kind, maxlag, quanta);
}

int main(int argc, char **argv)
{
    char *s, *w;
    int i;
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--lag-csv") && i + 1 < argc) {
            lag_csv = fopen(argv[++i], "w");
            if (!lag_csv) {
                perror(argv[i]);
                return 1;
            }
            fprintf(lag_csv, "sched,quantum,thread,lag\n");
        } else {
            parse_arg(argv[i]);
        }
    }
    if (!nev) {                 /* the kernel's built-in Figure 2 workload */
        ev[0] = (struct event){ quanta / 2, 5, 'j' };
        ev[1] = (struct event){ (quanta / 4) * 3, 0, 'l' };
        nev = 2;
    }
    if (nthreads == 0 || nthreads > MAXT) {
        fprintf(stderr, "threads must be 1..%d\n", MAXT);
        return 2;
    }
    printf("simsched seed=%u quanta=%u work=%u stride1=%u scale=%u\n", seed, quanta, work, stride1, scale);
    for (s = sched_list; s && *s; s = w) {
        w = strchr(s, ',');
        if (w)
            *w++ = 0;
        run(s);
    }
    if (lag_csv)
        fclose(lag_csv);
    return 0;
}
