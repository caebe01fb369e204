#ifndef KERNEL_H
#define KERNEL_H

typedef unsigned int u32;
typedef int s32;

void serial_init(void);
void kputs(const char *s);
void kputu(u32 v);
void kputx(u32 v);
void qemu_exit(u32 code);

enum sched_kind { SCHED_RR = 0, SCHED_LOTTERY = 1, SCHED_STRIDE = 2 };

struct sched_result {
    u32 maxlag;      /* in 1/SCALE quanta */
    u32 switches;
};

void sched_run(enum sched_kind kind, u32 seed, u32 quanta, u32 work, struct sched_result *res);

#endif
