/* exc.h - exception vector support. */
#ifndef GW_EXC_H
#define GW_EXC_H

#include "types.h"

struct exc_frame {
	u64 x[31];
	u64 elr;
	u64 spsr;
	u64 esr;
	u64 far;
};

void exc_install(void);
void exc_report(struct exc_frame *f, u64 kind);
const char *esr_class_name(unsigned ec);

#endif
