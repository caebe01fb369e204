/*
 * board.h - memory map and clocks of the target board.
 *
 * kestrel was brought up on an ARM MPS2 (AN385 FPGA image, Cortex-M3) and is
 * run day to day under QEMU's model of the same board.  The peripherals used
 * are the CMSDK APB UART0 (console and trace), SysTick (the scheduler tick)
 * and the semihosting interface (command line, exit).
 */
#ifndef KESTREL_BOARD_H
#define KESTREL_BOARD_H

#include <stdint.h>

#define BOARD_NAME        "mps2-an385"

/* Core clock of the AN385 image.  SysTick runs from the core clock. */
#define CPU_HZ            25000000u
#define TICK_HZ           1000u
#define SYSTICK_RELOAD    (CPU_HZ / TICK_HZ - 1u)

/* CMSDK APB UART0 */
#define UART0_BASE        0x40004000u
#define UART_DATA         0x00u
#define UART_STATE        0x04u
#define UART_CTRL         0x08u
#define UART_INTSTATUS    0x0Cu
#define UART_BAUDDIV      0x10u
#define UART_STATE_TXFULL 0x01u
#define UART_CTRL_TXEN    0x01u
#define UART_CTRL_RXEN    0x02u
/* 38400 baud at the 25 MHz APB clock; QEMU only checks that BAUDDIV >= 16. */
#define UART_BAUDDIV_VAL  (CPU_HZ / 38400u)

/* System control space */
#define SYST_CSR          0xE000E010u
#define SYST_RVR          0xE000E014u
#define SYST_CVR          0xE000E018u
#define SYST_CALIB        0xE000E01Cu
#define SCB_ICSR          0xE000ED04u
#define SCB_VTOR          0xE000ED08u
#define SCB_AIRCR         0xE000ED0Cu
#define SCB_SHPR3         0xE000ED20u

#define REG32(addr)       (*(volatile uint32_t *)(addr))

#endif
