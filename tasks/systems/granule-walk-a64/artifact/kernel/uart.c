/* uart.c - polled PL011 driver. */
#include "uart.h"

#define UART_DR    0x00
#define UART_FR    0x18
#define UART_IBRD  0x24
#define UART_FBRD  0x28
#define UART_LCRH  0x2c
#define UART_CR    0x30
#define UART_IMSC  0x38

#define FR_TXFF    (1u << 5)
#define FR_BUSY    (1u << 3)

static inline void mmio_write32(u64 addr, u32 v)
{
	*(volatile u32 *)(uintptr_t)addr = v;
}

static inline u32 mmio_read32(u64 addr)
{
	return *(volatile u32 *)(uintptr_t)addr;
}

void uart_init(void)
{
	/* QEMU's PL011 works without programming, but real boards need the
	 * divisor: 24 MHz reference clock, 115200 baud. */
	mmio_write32(UART_BASE + UART_CR, 0);
	mmio_write32(UART_BASE + UART_IBRD, 13);
	mmio_write32(UART_BASE + UART_FBRD, 1);
	mmio_write32(UART_BASE + UART_LCRH, (3u << 5) | (1u << 4));
	mmio_write32(UART_BASE + UART_IMSC, 0);
	mmio_write32(UART_BASE + UART_CR, (1u << 0) | (1u << 8) | (1u << 9));
}

void uart_putc(char c)
{
	while (mmio_read32(UART_BASE + UART_FR) & FR_TXFF)
		;
	mmio_write32(UART_BASE + UART_DR, (u32)(u8)c);
}

void uart_puts(const char *s)
{
	while (*s) {
		if (*s == '\n')
			uart_putc('\r');
		uart_putc(*s++);
	}
}

void uart_flush(void)
{
	while (mmio_read32(UART_BASE + UART_FR) & FR_BUSY)
		;
}
