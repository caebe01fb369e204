/* uart.h - PL011 console. */
#ifndef GW_UART_H
#define GW_UART_H

#include "types.h"

/* QEMU "virt": PL011 at 0x09000000. The Juno/FVP port used 0x1c090000
 * (see conf/machine-fvp.conf and docs/BOOTING-uboot.md). */
#ifndef UART_BASE
#define UART_BASE 0x09000000UL
#endif

void uart_init(void);
void uart_putc(char c);
void uart_puts(const char *s);
void uart_flush(void);

#endif
