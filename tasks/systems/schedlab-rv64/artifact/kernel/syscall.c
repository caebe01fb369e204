/*
 * schedlab: system calls from U-mode (ecall; number in a7, arguments in
 * a0..a2, result in a0).
 *
 * In experiment mode the workload script, not the task, decides when a
 * job blocks or ends, so yield and exit are refused there; the demo and
 * the self-tests use them.
 */
#include "types.h"
#include "console.h"
#include "klog.h"
#include "proc.h"
#include "sched.h"
#include "syscall.h"
#include "timer.h"

extern bool experiment_mode;

static long sys_write(struct trapframe *tf)
{
    const char *buf = (const char *)tf->regs[11];
    uint64 len = tf->regs[12];
    if (tf->regs[10] != 1 && tf->regs[10] != 2)
        return -1;
    if (len > 4096)
        len = 4096;
    console_write(buf, len);
    return (long)len;
}

void syscall(struct trapframe *tf)
{
    long ret;
    switch (tf->regs[17]) {
    case SYS_write:
        ret = sys_write(tf);
        break;
    case SYS_getpid:
        ret = current ? current->pid : 0;
        break;
    case SYS_yield:
        if (experiment_mode) {
            ret = -1;
            break;
        }
        ret = 0;
        tf->regs[10] = ret;
        sched_yield_current();
        return;
    case SYS_exit:
        if (experiment_mode) {
            ret = -1;
            break;
        }
        kinfo("exit: pid %d status %ld\n", current ? current->pid : 0, (long)tf->regs[10]);
        sched_exit_current();
        return;
    case SYS_uptime:
        ret = (long)sched_now;
        break;
    case SYS_nop:
        ret = 0;
        break;
    default:
        kwarn("syscall: unknown %lu from pid %d\n", tf->regs[17], current ? current->pid : 0);
        ret = -1;
        break;
    }
    tf->regs[10] = (uint64)ret;
}
