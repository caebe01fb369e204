/*
 * schedlab: task table.
 *
 * Tasks run in U-mode in the kernel's (identity-mapped, PMP-open) address
 * space: no paging, one 4 KiB user stack each, a trap frame from the slab
 * cache.  All tasks share the single kernel stack, which is fine because the
 * kernel never sleeps inside a trap.
 */
#include "types.h"
#include "param.h"
#include "string.h"
#include "console.h"
#include "klog.h"
#include "kalloc.h"
#include "proc.h"

struct proc *proc_table[NPROC];
int nproc;
struct proc *idle_proc;

static struct kmem_cache *proc_cache;
static struct kmem_cache *tf_cache;
static int next_pid;

extern char kstack_top[];
extern void idle_main(long);

void proc_init(void)
{
    proc_cache = kmem_cache_create("proc", sizeof(struct proc));
    tf_cache = kmem_cache_create("trapframe", sizeof(struct trapframe));
    next_pid = 1;
    nproc = 0;
    idle_proc = NULL;
    idle_proc = proc_alloc("idle", CLS_IDLE, idle_main, 0);
}

struct proc *proc_alloc(const char *name, char cls, void (*entry)(long), long arg)
{
    struct proc *p = kmem_cache_alloc(proc_cache);
    if (!p)
        panic("proc: out of memory");
    p->tf = kmem_cache_alloc(tf_cache);
    p->ustack = alloc_pages(0);
    if (!p->tf || !p->ustack)
        panic("proc: out of memory");
    p->name = name;
    p->cls = cls;
    p->first = NO_TIME;
    p->tf->mepc = (uint64)entry;
    p->tf->regs[2] = (uint64)p->ustack + PAGE_SIZE;     /* sp */
    p->tf->regs[10] = (uint64)arg;                      /* a0 */
    p->tf->kernel_sp = (uint64)kstack_top;

    if (cls == CLS_IDLE) {
        p->pid = 0;
        p->state = P_RUNNING;
        return p;
    }
    if (nproc == NPROC)
        panic("proc: table full");
    p->pid = next_pid++;
    p->state = P_UNBORN;
    proc_table[nproc++] = p;
    return p;
}

void proc_free(struct proc *p)
{
    free_pages(p->ustack, 0);
    kmem_cache_free(tf_cache, p->tf);
    kmem_cache_free(proc_cache, p);
}

/* Drop every task but idle; pids start over at 1. */
void proc_reset_all(void)
{
    for (int i = 0; i < nproc; i++)
        proc_free(proc_table[i]);
    nproc = 0;
    next_pid = 1;
}

const char *proc_state_name(enum pstate s)
{
    static const char *const names[] = {
        "unused", "unborn", "ready", "running", "blocked", "done",
    };
    return (unsigned)s < ARRAY_SIZE(names) ? names[s] : "?";
}

void proc_dump(void)
{
    kprintf("pid cls state    phase/n  left  cpu  lvl\n");
    for (int i = 0; i < nproc; i++) {
        struct proc *p = proc_table[i];
        kprintf("%3d  %c  %-8s %3d/%-3d %5lu %4lu %4d\n", p->pid, p->cls,
                proc_state_name(p->state), p->phase, p->nphases,
                p->total_left, p->cpu_used, p->level);
    }
}
