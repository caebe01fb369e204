#ifndef KESTREL_STATS_H
#define KESTREL_STATS_H
#include "sched.h"
void stats_print(const struct taskset *ts, const struct config *c,
                 const struct run_result *r);
#endif
