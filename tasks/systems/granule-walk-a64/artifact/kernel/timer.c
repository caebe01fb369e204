/* timer.c - generic-timer helpers, used only for the informational
 * "elapsed" line (guest time under TCG is not meaningful for the paper). */
#include "types.h"
#include "sysreg.h"
#include "printk.h"

u64 timer_freq(void)
{
	u64 f = read_sysreg(cntfrq_el0);

	return f ? f : 62500000ULL;
}

u64 timer_now(void)
{
	isb();
	return read_sysreg(cntvct_el0);
}

u64 timer_ms_since(u64 start)
{
	return (timer_now() - start) * 1000 / timer_freq();
}

void timer_print(void)
{
	printk("timer: cntfrq=%llu Hz\n", timer_freq());
}
