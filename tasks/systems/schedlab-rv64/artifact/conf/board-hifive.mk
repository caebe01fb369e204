# schedlab on the HiFive Unleashed (SiFive FU540), first tried in 2020.
# Never finished: the kernel needs OpenSBI underneath on that board and is
# linked for M-mode.  Kept for reference.
BOARD       := hifive-unleashed
TIMEBASE_HZ := 1000000
RAM_BASE    := 0x80200000
