/*
 * taskgen.c - synthetic periodic task sets with shared resources.
 *
 * Periods are drawn from a small harmonic-ish menu, execution times follow
 * an even split of the requested utilisation, and three tasks in four get
 * one critical section on a randomly chosen resource.  Tasks are then put in
 * rate-monotonic order (stable: equal periods keep their draw order).
 */
#include "taskgen.h"
#include "rng.h"
#include "kprintf.h"

static const uint32_t period_menu[] = { 20, 25, 30, 40, 50, 60, 80, 100, 120, 150 };
#define NMENU (sizeof(period_menu) / sizeof(period_menu[0]))

void taskgen(struct taskset *ts, const struct config *c)
{
    struct task tmp[MAX_TASKS];
    rng_seed(c->seed);
    ts->n = c->ntasks;
    ts->nres = c->nres;
    for (uint32_t i = 0; i < c->ntasks; i++) {
        struct task *t = &tmp[i];
        t->period = period_menu[rng_below(NMENU)];
        uint32_t share = c->util * t->period / (100u * c->ntasks);
        t->wcet = share + rng_below(3);
        if (t->wcet < 3)
            t->wcet = 3;
        if (t->wcet > t->period / 2)
            t->wcet = t->period / 2;
        t->phase = rng_below(t->period / 2);
        if (rng_below(4) != 0) {
            t->res = (uint8_t)rng_below(c->nres);
            t->cs = 1 + rng_below(t->wcet / 2);
            t->pre = rng_below(t->wcet - t->cs + 1);
            t->post = t->wcet - t->cs - t->pre;
        } else {
            t->res = NO_RES;
            t->cs = 0;
            t->pre = t->wcet;
            t->post = 0;
        }
    }
    /* stable insertion sort by period */
    for (uint32_t i = 0; i < c->ntasks; i++) {
        uint32_t j = i;
        struct task x = tmp[i];
        while (j > 0 && ts->t[j - 1].period > x.period) {
            ts->t[j] = ts->t[j - 1];
            j--;
        }
        ts->t[j] = x;
    }
    for (uint32_t r = 0; r < MAX_RES; r++)
        ts->ceiling[r] = ts->n;
    for (uint32_t i = 0; i < ts->n; i++) {
        uint8_t r = ts->t[i].res;
        if (r != NO_RES && i < ts->ceiling[r])
            ts->ceiling[r] = i;
    }
}

void taskset_print(const struct taskset *ts)
{
    for (uint32_t i = 0; i < ts->n; i++) {
        const struct task *t = &ts->t[i];
        kprintf("TASK id=%u period=%u phase=%u wcet=%u pre=%u cs=%u post=%u res=%d\n",
                i, t->period, t->phase, t->wcet, t->pre, t->cs, t->post,
                t->res == NO_RES ? -1 : (int)t->res);
    }
    for (uint32_t r = 0; r < ts->nres; r++)
        kprintf("CEIL res=%u prio=%u\n", r, ts->ceiling[r]);
}
