/*
 * schedlab: machine-mode trap handler.
 *
 * trapvec.S saves the interrupted task's registers into its trap frame
 * (found through mscratch) and calls trap_handler() on the kernel stack.
 * The handler returns the trap frame to resume, which may belong to
 * another task after a scheduling decision.
 */
#include "types.h"
#include "param.h"
#include "riscv.h"
#include "console.h"
#include "klog.h"
#include "proc.h"
#include "sched.h"
#include "syscall.h"
#include "timer.h"

extern struct trapframe *kernel_tick(void);
extern void trap_vector(void);

static uint64 nr_ticks_total;
static uint64 nr_syscalls;

static const char *const exc_names[] = {
    "instruction misaligned", "instruction access fault", "illegal instruction",
    "breakpoint", "load misaligned", "load access fault", "store misaligned",
    "store access fault", "ecall from U", "ecall from S", "reserved",
    "ecall from M",
};

void trap_init(void)
{
    csr_write(mtvec, (uint64)trap_vector);
    /* return to U-mode on mret, with interrupts on there */
    csr_clear(mstatus, MSTATUS_MPP_MASK | MSTATUS_MIE);
    csr_set(mstatus, MSTATUS_MPIE);
    /* one PMP region over all of memory so that U-mode may touch it */
    csr_write(pmpaddr0, ~0UL >> 10);
    csr_write(pmpcfg0, PMP_R | PMP_W | PMP_X | PMP_NAPOT);
}

static struct trapframe *resume_frame(void)
{
    return current ? current->tf : idle_proc->tf;
}

struct trapframe *trap_handler(struct trapframe *tf)
{
    uint64 cause = csr_read(mcause);

    if (cause & MCAUSE_INTR) {
        if ((cause & 0xff) == IRQ_M_TIMER) {
            nr_ticks_total++;
            timer_rearm();
            return kernel_tick();
        }
        panic("trap: unexpected interrupt %lu", cause & 0xff);
    }

    if (cause == EXC_ECALL_U) {
        nr_syscalls++;
        tf->mepc += 4;
        syscall(tf);
        return resume_frame();
    }

    panic("trap: %s (cause %lu) at %p, mtval %p, pid %d",
          cause < ARRAY_SIZE(exc_names) ? exc_names[cause] : "?", cause,
          (void *)tf->mepc, (void *)csr_read(mtval), current ? current->pid : -1);
}

void trap_stats(void)
{
    kprintf("trap: %lu timer interrupts, %lu system calls\n", nr_ticks_total, nr_syscalls);
}
