/* schedlab: tasks. */
#ifndef SCHEDLAB_PROC_H
#define SCHEDLAB_PROC_H

#include "param.h"

#define TF_MEPC      256
#define TF_KERNEL_SP 264

#ifndef __ASSEMBLER__
#include "types.h"

/* Saved user context.  Layout is shared with kernel/trapvec.S. */
struct trapframe {
    uint64 regs[32];     /* x0..x31; regs[0] unused */
    uint64 mepc;         /* offset 256 */
    uint64 kernel_sp;    /* offset 264 */
};

enum pstate {
    P_UNUSED = 0,
    P_UNBORN,            /* created, arrival time not reached */
    P_READY,
    P_RUNNING,
    P_BLOCKED,           /* in a (simulated) I/O wait */
    P_DONE,
};

/* job classes of the synthetic workload */
#define CLS_INTERACTIVE 'I'
#define CLS_BATCH       'B'
#define CLS_GAMER       'G'
#define CLS_DEMO        'D'
#define CLS_IDLE        'K'

#define NO_TIME ((uint64)-1)

struct proc {
    int    pid;
    char   cls;
    enum pstate state;
    struct trapframe *tf;
    void  *ustack;
    const char *name;

    /* workload script: CPU burst i is followed by I/O wait i (none after
     * the last burst); all in ticks */
    int    nphases;
    uint32 cpu[MAX_PHASES];
    uint32 io[MAX_PHASES];
    uint64 arrive;

    /* progress */
    int    phase;
    uint64 burst_left;
    uint64 total_left;
    uint64 wake;

    /* accounting */
    uint64 first;        /* first dispatch, NO_TIME until then */
    uint64 done;
    uint64 cpu_used;
    uint64 dispatches;

    /* policy state */
    int    level;
    uint64 slice_used;
    uint64 allot_used;
    bool   need_resched;
    int    boosts_seen;
    int    demotions;
    uint64 tickets;
    uint64 stride;
    uint64 pass;

    struct proc *next;   /* run-queue link */
};

extern struct proc *proc_table[NPROC];
extern int nproc;
extern struct proc *idle_proc;

void         proc_init(void);
struct proc *proc_alloc(const char *name, char cls, void (*entry)(long), long arg);
void         proc_free(struct proc *p);
void         proc_reset_all(void);
const char  *proc_state_name(enum pstate s);
void         proc_dump(void);

#endif /* __ASSEMBLER__ */
#endif
