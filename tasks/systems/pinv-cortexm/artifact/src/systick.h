#ifndef KESTREL_SYSTICK_H
#define KESTREL_SYSTICK_H
#include <stdint.h>
extern volatile uint32_t systick_count;
void systick_start(void);
void systick_stop(void);
/* Block (WFI) until at least `n` ticks have elapsed since boot. */
void systick_wait_until(uint32_t n);
#endif
