/*
 * main.c - kestrel entry: read the configuration, generate the task set and
 * run it once per requested protocol, then leave QEMU through semihosting.
 */
#include "board.h"
#include "uart.h"
#include "kprintf.h"
#include "config.h"
#include "taskgen.h"
#include "sched.h"
#include "stats.h"
#include "systick.h"
#include "workload.h"
#include "semihost.h"
#include "version.h"

static struct taskset ts;
static struct run_result res;

int main(int argc, char **argv)
{
    struct config cfg;
    uart_init();
    kprintf("kestrel %s on %s (tick %u Hz)\n", KESTREL_VERSION, BOARD_NAME, TICK_HZ);

    config_defaults(&cfg);
    int bad = config_parse(&cfg, argc, argv);
    if (bad)
        kprintf("warning: %d command-line word(s) ignored\n", bad);
    config_print(&cfg);

    taskgen(&ts, &cfg);
    taskset_print(&ts);
    workload_init();
    systick_start();

    for (int p = 0; p < NPROTO; p++) {
        if (!(cfg.protos & (1u << p)))
            continue;
        sched_run(&ts, &cfg, (enum proto)p, &res);
        stats_print(&ts, &cfg, &res);
    }
    systick_stop();
    kprintf("work digest %08x\n", workload_digest());
    kprintf("DONE\n");
    semihost_exit(0);
    return 0;
}
