/* schedlab: per-job records and per-run summaries on the console. */
#ifndef SCHEDLAB_STATS_H
#define SCHEDLAB_STATS_H

#include "types.h"
#include "proc.h"

void stats_retire(struct proc *p, uint64 now);
void stats_summary(void);

#endif
