/*
 * schedlab: NS16550A UART driver (QEMU virt, UART0 at 0x10000000).
 *
 * Polled output only; the kernel never takes UART interrupts.  QEMU's model
 * transmits immediately, so the THRE wait is a formality on the emulator but
 * needed on real boards.
 */
#include "types.h"
#include "param.h"
#include "console.h"

#define RHR 0   /* receive holding register (read) */
#define THR 0   /* transmit holding register (write) */
#define IER 1   /* interrupt enable */
#define FCR 2   /* FIFO control */
#define LCR 3   /* line control */
#define LSR 5   /* line status */

#define LCR_8N1       0x03
#define LCR_DLAB      0x80
#define FCR_ENABLE    0x01
#define FCR_CLEAR     0x06
#define LSR_DR        0x01
#define LSR_THRE      0x20

static volatile uint8 *const uart = (volatile uint8 *)UART0_BASE;

void uart_init(void)
{
    uart[IER] = 0x00;                 /* no interrupts */
    uart[LCR] = LCR_DLAB;             /* divisor latch */
    uart[0]   = 0x03;                 /* 38400 baud (ignored by QEMU) */
    uart[1]   = 0x00;
    uart[LCR] = LCR_8N1;
    uart[FCR] = FCR_ENABLE | FCR_CLEAR;
}

void uart_putc(char c)
{
    while ((uart[LSR] & LSR_THRE) == 0)
        ;
    uart[THR] = (uint8)c;
}

int uart_getc(void)
{
    if (uart[LSR] & LSR_DR)
        return uart[RHR];
    return -1;
}
