/* schedlab: RISC-V machine-mode CSR helpers.
 *
 * The kernel runs in M-mode (no SBI firmware underneath) and drops the
 * workload's tasks into U-mode.  Only the handful of CSRs the kernel uses
 * are wrapped here.
 */
#ifndef SCHEDLAB_RISCV_H
#define SCHEDLAB_RISCV_H

#include "types.h"

#define csr_read(csr) ({ uint64 __v; \
    asm volatile("csrr %0, " #csr : "=r"(__v) :: "memory"); __v; })
#define csr_write(csr, val) ({ uint64 __v = (uint64)(val); \
    asm volatile("csrw " #csr ", %0" :: "rK"(__v) : "memory"); })
#define csr_set(csr, val) ({ uint64 __v = (uint64)(val); \
    asm volatile("csrs " #csr ", %0" :: "rK"(__v) : "memory"); })
#define csr_clear(csr, val) ({ uint64 __v = (uint64)(val); \
    asm volatile("csrc " #csr ", %0" :: "rK"(__v) : "memory"); })

/* mstatus */
#define MSTATUS_MIE        (1UL << 3)
#define MSTATUS_MPIE       (1UL << 7)
#define MSTATUS_MPP_SHIFT  11
#define MSTATUS_MPP_MASK   (3UL << MSTATUS_MPP_SHIFT)
#define MSTATUS_MPP_U      (0UL << MSTATUS_MPP_SHIFT)
#define MSTATUS_MPP_M      (3UL << MSTATUS_MPP_SHIFT)

/* mie / mip */
#define MIE_MSIE           (1UL << 3)
#define MIE_MTIE           (1UL << 7)
#define MIE_MEIE           (1UL << 11)

/* mcause */
#define MCAUSE_INTR        (1UL << 63)
#define IRQ_M_TIMER        7
#define EXC_INST_MISALIGNED 0
#define EXC_INST_ACCESS    1
#define EXC_ILLEGAL        2
#define EXC_BREAKPOINT     3
#define EXC_LOAD_ACCESS    5
#define EXC_STORE_ACCESS   7
#define EXC_ECALL_U        8
#define EXC_ECALL_M        11

/* pmpcfg bits */
#define PMP_R      0x01
#define PMP_W      0x02
#define PMP_X      0x04
#define PMP_NAPOT  0x18

static inline uint64 r_mhartid(void) { return csr_read(mhartid); }

static inline void intr_off(void) { csr_clear(mstatus, MSTATUS_MIE); }
static inline void intr_on(void)  { csr_set(mstatus, MSTATUS_MIE); }

static inline void wfi(void) { asm volatile("wfi"); }
static inline void fence_i(void) { asm volatile("fence.i" ::: "memory"); }

#endif
