/*
 * hello.c - bring-up image (`make hello`): console, SysTick and semihosting
 * exit, nothing else.  Useful when porting to a new board or emulator.
 */
#include "board.h"
#include "uart.h"
#include "kprintf.h"
#include "systick.h"
#include "semihost.h"
#include "version.h"

int main(void)
{
    uart_init();
    kprintf("kestrel %s hello on %s\n", KESTREL_VERSION, BOARD_NAME);
    systick_start();
    systick_wait_until(100);
    systick_stop();
    kprintf("systick ok: %u ticks\n", systick_count);
    kprintf("hello done\n");
    semihost_exit(0);
    return 0;
}
