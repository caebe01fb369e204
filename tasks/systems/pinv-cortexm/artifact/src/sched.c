/*
 * sched.c - the tick-stepped dispatcher.
 *
 * One scheduling step per SysTick:
 *   1. releases (in priority order); a release that finds the previous job of
 *      the task still active is skipped and counted;
 *   2. waiters whose resource is free become ready again;
 *   3. pick the ready job with the best (effective priority, base priority);
 *      if it must lock a resource held by another job it becomes a waiter
 *      and the pick is repeated (under pip the holder now inherits);
 *   4. the picked job runs one tick of its current stage (and does one tick
 *      of real work, workload.c); a critical section is unlocked at the end
 *      of its last tick; a job completes at the end of its last tick;
 *   5. every active job with a better base priority than the running one
 *      accrues one tick of priority inversion.
 */
#include <string.h>
#include "sched.h"
#include "systick.h"
#include "kprintf.h"
#include "workload.h"

static struct job jobs[MAX_TASKS];
static uint8_t owner[MAX_RES];

static void next_stage(const struct task *t, struct job *j)
{
    for (;;) {
        j->stage++;
        if (j->stage == ST_CS && t->cs) {
            j->left = t->cs;
            return;
        }
        if (j->stage == ST_POST && t->post) {
            j->left = t->post;
            return;
        }
        if (j->stage >= ST_DONE) {
            j->stage = ST_DONE;
            return;
        }
    }
}

static void start_job(const struct task *t, struct job *j, uint32_t now)
{
    memset(j, 0, sizeof(*j));
    j->active = 1;
    j->release = now;
    j->deadline = now + t->period;
    if (t->pre) {
        j->stage = ST_PRE;
        j->left = t->pre;
    } else {
        j->stage = ST_PRE;
        next_stage(t, j);
    }
}

static uint32_t pick(const struct taskset *ts, enum proto p)
{
    uint32_t best = IDLE, best_eff = 0;
    for (uint32_t i = 0; i < ts->n; i++) {
        if (!jobs[i].active || jobs[i].waiting)
            continue;
        uint32_t eff = proto_eff_prio(p, ts, jobs, i);
        if (best == IDLE || eff < best_eff) {
            best = i;
            best_eff = eff;
        }
    }
    return best;
}

static uint32_t hash_step(uint32_t h, uint32_t running)
{
    h ^= (running == IDLE) ? 0u : running + 1u;
    return h * 16777619u;
}

void sched_run(const struct taskset *ts, const struct config *c,
               enum proto p, struct run_result *out)
{
    memset(jobs, 0, sizeof(jobs));
    memset(out, 0, sizeof(*out));
    for (uint32_t r = 0; r < MAX_RES; r++)
        owner[r] = IDLE;
    out->proto = p;
    out->trace_hash = 2166136261u;
    uint32_t prev = IDLE;
    uint32_t base = systick_count;

    for (uint32_t now = 0; now < c->horizon; now++) {
        systick_wait_until(base + now + 1);

        /* 1. releases */
        for (uint32_t i = 0; i < ts->n; i++) {
            const struct task *t = &ts->t[i];
            if (now < t->phase || (now - t->phase) % t->period)
                continue;
            out->ts[i].released++;
            if (jobs[i].active) {
                out->ts[i].skipped++;
                continue;
            }
            start_job(t, &jobs[i], now);
        }

        /* 2. wake waiters */
        for (uint32_t i = 0; i < ts->n; i++)
            if (jobs[i].active && jobs[i].waiting && owner[ts->t[i].res] == IDLE)
                jobs[i].waiting = 0;

        /* 3. pick, resolving lock attempts */
        uint32_t run;
        for (;;) {
            run = pick(ts, p);
            if (run == IDLE)
                break;
            struct job *j = &jobs[run];
            const struct task *t = &ts->t[run];
            if (j->stage != ST_CS || j->holding)
                break;
            if (owner[t->res] == IDLE) {
                owner[t->res] = (uint8_t)run;
                j->holding = 1;
                break;
            }
            j->waiting = 1;
        }

        /* 5. inversion accounting (before the step changes state) */
        if (run != IDLE)
            for (uint32_t i = 0; i < run; i++)
                if (jobs[i].active) {
                    jobs[i].inv++;
                    out->ts[i].inv_total++;
                }

        out->trace_hash = hash_step(out->trace_hash, run);
        if (c->trace)
            kprintf("SCHED t=%u run=%d\n", now, run == IDLE ? -1 : (int)run);
        if (run != prev)
            out->ctx_switches++;
        prev = run;

        /* 4. run one tick */
        if (run == IDLE) {
            out->idle++;
            continue;
        }
        const struct task *t = &ts->t[run];
        struct job *j = &jobs[run];
        workload_tick(run);
        out->ts[run].ran++;
        if (--j->left == 0) {
            if (j->stage == ST_CS) {
                owner[t->res] = IDLE;
                j->holding = 0;
            }
            next_stage(t, j);
            if (j->stage == ST_DONE) {
                uint32_t fin = now + 1;
                struct task_stats *s = &out->ts[run];
                s->completed++;
                if (fin > j->deadline)
                    s->misses++;
                if (fin - j->release > s->resp_max)
                    s->resp_max = fin - j->release;
                if (j->inv > s->inv_max)
                    s->inv_max = j->inv;
                j->active = 0;
            }
        }
    }

    /* jobs still running past their deadline at the end of the horizon */
    for (uint32_t i = 0; i < ts->n; i++)
        if (jobs[i].active) {
            if (jobs[i].deadline <= c->horizon)
                out->ts[i].misses++;
            if (jobs[i].inv > out->ts[i].inv_max)
                out->ts[i].inv_max = jobs[i].inv;
        }
}
