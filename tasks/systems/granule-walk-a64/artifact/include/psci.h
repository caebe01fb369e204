/* psci.h - PSCI 0.2 calls used by the kernel. */
#ifndef GW_PSCI_H
#define GW_PSCI_H

#include "types.h"

#define PSCI_0_2_FN_PSCI_VERSION  0x84000000U
#define PSCI_0_2_FN_SYSTEM_OFF    0x84000008U
#define PSCI_0_2_FN_SYSTEM_RESET  0x84000009U

u64 psci_call(u32 fn, u64 a1, u64 a2, u64 a3);
noreturn void psci_system_off(void);
const char *psci_conduit_name(void);

#endif
