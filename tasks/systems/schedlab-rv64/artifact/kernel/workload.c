/*
 * schedlab: builds the job table for one run from the seed.
 *
 * The class sequence is drawn first-come: at each pid the class is chosen
 * with probability proportional to how many jobs of that class are still
 * to be created.  All random draws come from one splitmix64 stream in a
 * fixed order, so a seed names exactly one workload (the host-side
 * tools/mlfq_sim.py draws in the same order).
 */
#include "types.h"
#include "param.h"
#include "console.h"
#include "klog.h"
#include "prng.h"
#include "proc.h"
#include "timer.h"
#include "workload.h"

extern void job_main(long);

static const char *const job_names[] = {"inter", "batch", "gamer"};

static void add_phase(struct proc *p, uint64 cpu_ms, uint64 io_ms)
{
    if (p->nphases == MAX_PHASES)
        panic("workload: pid %d: too many phases", p->pid);
    p->cpu[p->nphases] = (uint32)ms_to_ticks(cpu_ms);
    p->io[p->nphases] = io_ms ? (uint32)ms_to_ticks(io_ms) : 0;
    p->nphases++;
}

void workload_generate(const struct workload_conf *wc)
{
    struct prng r;
    int left[3] = {wc->ninter, wc->nbatch, wc->ngamer};
    int total = left[0] + left[1] + left[2];

    if (total > NPROC)
        panic("workload: %d jobs > NPROC", total);
    prng_seed(&r, wc->seed);

    for (int n = 0; n < total; n++) {
        int remaining = left[0] + left[1] + left[2];
        uint64 k = prng_next(&r) % remaining;
        int c = k < (uint64)left[0] ? 0 : k < (uint64)(left[0] + left[1]) ? 1 : 2;
        left[c]--;

        static const char cls_of[3] = {CLS_INTERACTIVE, CLS_BATCH, CLS_GAMER};
        struct proc *p = proc_alloc(job_names[c], cls_of[c], job_main, 0);
        p->tf->regs[10] = p->pid;
        uint64 arr_ms;

        switch (c) {
        case 0: {
            arr_ms = prng_range(&r, 0, wc->window_ms);
            int nb = prng_range(&r, WL_I_BURSTS_MIN, WL_I_BURSTS_MAX);
            for (int i = 0; i < nb; i++) {
                uint64 cpu = prng_range(&r, WL_I_CPU_MIN, WL_I_CPU_MAX);
                uint64 io = i < nb - 1 ? prng_range(&r, WL_I_IO_MIN, WL_I_IO_MAX) : 0;
                add_phase(p, cpu, io);
            }
            break;
        }
        case 1:
            arr_ms = prng_range(&r, 0, wc->window_ms);
            add_phase(p, prng_range(&r, WL_B_CPU_MIN, WL_B_CPU_MAX), 0);
            break;
        default: {
            arr_ms = prng_range(&r, 0, wc->window_ms / 4);
            int nb = prng_range(&r, WL_G_BURSTS_MIN, WL_G_BURSTS_MAX);
            for (int i = 0; i < nb; i++)
                add_phase(p, wc->gamer_ms, i < nb - 1 ? WL_G_IO : 0);
            break;
        }
        }
        p->arrive = ms_to_ticks0(arr_ms);
    }
}

void workload_print(void)
{
    for (int i = 0; i < nproc; i++) {
        struct proc *p = proc_table[i];
        uint64 cpu = 0, io = 0;
        for (int k = 0; k < p->nphases; k++) {
            cpu += p->cpu[k];
            io += p->io[k];
        }
        kprintf("W pid=%d cls=%c arr=%lu bursts=%d cpu=%lu io=%lu\n",
                p->pid, p->cls, p->arrive, p->nphases, cpu, io);
    }
}
