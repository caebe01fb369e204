/*
 * uart_stellaris.c - PL011 UART0 of the Stellaris LM3S6965 (2017 bring-up
 * board).  Not built since 0.9 (the MPS2 CMSDK UART driver is uart.c); kept
 * for the lm3s6965evb profile in docs/BUILDING-lm3s.md.
 */
#include <stdint.h>

#define LM3S_UART0      0x4000C000u
#define UARTDR          0x000u
#define UARTFR          0x018u
#define UARTIBRD        0x024u
#define UARTFBRD        0x028u
#define UARTLCRH        0x02Cu
#define UARTCTL         0x030u
#define UARTFR_TXFF     (1u << 5)
#define SYSCTL_RCGC1    0x400FE104u

#define R(a) (*(volatile uint32_t *)(a))

void stellaris_uart_init(void)
{
    R(SYSCTL_RCGC1) |= 1u;          /* clock UART0 */
    R(LM3S_UART0 + UARTCTL) = 0;
    /* 115200 baud at 50 MHz: 27.126 -> IBRD 27, FBRD 8 */
    R(LM3S_UART0 + UARTIBRD) = 27;
    R(LM3S_UART0 + UARTFBRD) = 8;
    R(LM3S_UART0 + UARTLCRH) = 0x60; /* 8N1, no FIFO */
    R(LM3S_UART0 + UARTCTL) = 0x301; /* UARTEN | TXE | RXE */
}

void stellaris_uart_putc(char c)
{
    if (c == '\n')
        stellaris_uart_putc('\r');
    while (R(LM3S_UART0 + UARTFR) & UARTFR_TXFF)
        ;
    R(LM3S_UART0 + UARTDR) = (uint32_t)(unsigned char)c;
}
