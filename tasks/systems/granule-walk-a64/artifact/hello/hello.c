/* hello.c - the board bring-up demo: prints a line and the core, then
 * waits. `make run-hello` stops QEMU after a few seconds. */
#include "types.h"
#include "sysreg.h"
#include "uart.h"
#include "printk.h"
#include "cpu.h"

void kmain(void)
{
	const struct core_model *core;
	u64 midr;

	uart_init();
	printk("hello from granule-walk (EL%u)\n", current_el());
	core = cpu_identify(&midr);
	printk("core: %s (midr 0x%08llx)\n", core->name, midr);
	printk("hello: ok\n");
	for (;;)
		wfe();
}
