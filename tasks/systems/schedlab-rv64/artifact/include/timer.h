/* schedlab: CLINT machine timer. */
#ifndef SCHEDLAB_TIMER_H
#define SCHEDLAB_TIMER_H

#include "types.h"

extern uint64 timer_hz;            /* scheduler ticks per second */

void   timer_init(void);
void   timer_start(void);
void   timer_stop(void);
void   timer_rearm(void);          /* called from the tick handler */
uint64 timer_now(void);            /* raw mtime */
uint64 ms_to_ticks(uint64 ms);     /* at least one tick */
uint64 ms_to_ticks0(uint64 ms);    /* may be zero (arrival times) */
uint64 ticks_to_ms(uint64 ticks);

#endif
