#ifndef KESTREL_WORKLOAD_H
#define KESTREL_WORKLOAD_H
#include <stdint.h>
void workload_init(void);
void workload_tick(uint32_t task);
uint32_t workload_digest(void);
#endif
