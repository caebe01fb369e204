/* psci.c - power off through PSCI.
 *
 * The conduit is chosen at build time (Makefile: PSCI_CONDUIT). On the
 * Juno and the FVP the calls go to the EL3 firmware (TF-A) with SMC. */
#include "psci.h"
#include "printk.h"
#include "uart.h"

#if defined(PSCI_CONDUIT_HVC)
#define PSCI_INSN "hvc #0"
#define PSCI_NAME "hvc"
#else
#define PSCI_INSN "smc #0"
#define PSCI_NAME "smc"
#endif

u64 psci_call(u32 fn, u64 a1, u64 a2, u64 a3)
{
	register u64 x0 __asm__("x0") = fn;
	register u64 x1 __asm__("x1") = a1;
	register u64 x2 __asm__("x2") = a2;
	register u64 x3 __asm__("x3") = a3;

	__asm__ volatile(PSCI_INSN
			 : "+r"(x0)
			 : "r"(x1), "r"(x2), "r"(x3)
			 : "memory");
	return x0;
}

const char *psci_conduit_name(void)
{
	return PSCI_NAME;
}

noreturn void psci_system_off(void)
{
	printk("psci: SYSTEM_OFF via %s\n", PSCI_NAME);
	uart_flush();
	psci_call(PSCI_0_2_FN_SYSTEM_OFF, 0, 0, 0);
	printk("psci: SYSTEM_OFF returned\n");
	for (;;)
		__asm__ volatile("wfe");
}
