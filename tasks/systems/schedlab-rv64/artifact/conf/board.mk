# schedlab board settings (included by the Makefile).
#
# TIMEBASE_HZ is the frequency of the machine timer (mtime) on the board
# the kernel runs on; the scheduler tick is TICK_CYCLES (include/param.h)
# timer cycles long.
BOARD       := qemu-virt
TIMEBASE_HZ := 1000000
RAM_BASE    := 0x80000000
