/*
 * stats.c - result lines on the console (format: docs/trace-format.md).
 */
#include "stats.h"
#include "kprintf.h"

void stats_print(const struct taskset *ts, const struct config *c,
                 const struct run_result *r)
{
    const char *pn = proto_names[r->proto];
    uint32_t misses = 0, skipped = 0, inv = 0, hp_inv_max = 0, worst = 0;
    for (uint32_t i = 0; i < ts->n; i++) {
        const struct task_stats *s = &r->ts[i];
        kprintf("JOBS proto=%s id=%u released=%u completed=%u misses=%u skipped=%u "
                "inv=%u inv_max=%u resp_max=%u ran=%u\n",
                pn, i, s->released, s->completed, s->misses, s->skipped,
                s->inv_total, s->inv_max, s->resp_max, s->ran);
        misses += s->misses;
        skipped += s->skipped;
        inv += s->inv_total;
        if (s->inv_max > worst)
            worst = s->inv_max;
    }
    hp_inv_max = r->ts[0].inv_max;
    kprintf("RESULT seed=%u proto=%s misses=%u skipped=%u inv_total=%u "
            "inv_max=%u hp_inv_max=%u idle=%u switches=%u trace=%08x\n",
            c->seed, pn, misses, skipped, inv, worst, hp_inv_max,
            r->idle, r->ctx_switches, r->trace_hash);
}
