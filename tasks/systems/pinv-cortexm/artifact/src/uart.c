/* uart.c - polled driver for the CMSDK APB UART (console and trace). */
#include "board.h"
#include "uart.h"

#define UREG(off) REG32(UART0_BASE + (off))

void uart_init(void)
{
    UREG(UART_BAUDDIV) = UART_BAUDDIV_VAL;
    UREG(UART_CTRL) = UART_CTRL_TXEN;
}

void uart_putc(char c)
{
    if (c == '\n')
        uart_putc('\r');
    while (UREG(UART_STATE) & UART_STATE_TXFULL)
        ;
    UREG(UART_DATA) = (uint32_t)(unsigned char)c;
}

void uart_puts(const char *s)
{
    while (*s)
        uart_putc(*s++);
}
