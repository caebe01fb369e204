/*
 * schedlab: the user-mode programs.
 *
 *  job_main   body of every workload job: burns CPU until the kernel takes
 *             the CPU away (the workload script decides when it blocks and
 *             when it is done; the job itself never knows).
 *  idle_main  runs when no job is ready (U-mode cannot wfi on a core with
 *             S-mode, so it spins).
 *  hello_main the demo: prints, yields, exits.
 */
#include "types.h"
#include "user.h"

USER void job_main(long pid)
{
    volatile uint64 acc = (uint64)pid;
    uint64 n = 0;
    for (;;) {
        acc = acc * 6364136223846793005UL + 1442695040888963407UL;
        if ((++n & 0xfffff) == 0)
            u_nop();
    }
}

USER void idle_main(long arg __unused)
{
    for (;;)
        asm volatile("nop");
}

USER void hello_main(long rounds)
{
    long pid = u_getpid();
    for (long i = 0; i < rounds; i++) {
        u_printf("hello from task %d, round %d of %d\n", pid, i + 1, rounds);
        for (volatile int spin = 0; spin < 20000; spin++)
            ;
        u_yield();
    }
    u_exit(0);
}

USER void counter_main(long limit)
{
    long pid = u_getpid();
    long start = u_uptime();
    volatile uint64 x = 0;
    for (long i = 0; i < limit; i++)
        x += i;
    u_printf("counter %d: %d iterations in %d ticks\n", pid, limit, u_uptime() - start);
    u_exit(0);
}
