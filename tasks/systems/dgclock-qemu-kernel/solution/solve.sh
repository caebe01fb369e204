#!/bin/bash
# Reference deployment of dgclock-qemu-kernel (run in the workdir).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# 32-bit code with the host gcc needs the multilib libgcc (without it the
# Makefile silently links lib/libkern, whose __umoddi3 is wrong for
# dividends >= 2^32); QEMU from Debian.
apt-get install -y -qq --no-install-recommends \
    gcc gcc-multilib binutils make qemu-system-x86 python3 >/dev/null

# No i686-elf cross compiler on Debian: use the host toolchain in 32-bit mode.
# gcc >= 10 defaults to -fno-common; the shared counters in vm.h need -fcommon.
sed -i 's|^CROSS   ?= i686-elf-|CROSS   ?=|' Makefile
sed -i 's|^CFLAGS  := |CFLAGS  := -m32 -fcommon |' Makefile
sed -i 's|^LDFLAGS := |LDFLAGS := -m elf_i386 |' Makefile

# No KVM in the container and no QEMU under /opt: software emulation.
sed -i 's|^QEMU_BIN=.*|QEMU_BIN=qemu-system-i386|' conf/machine.conf
sed -i 's|^QEMU_ACCEL=.*|QEMU_ACCEL=""|' conf/machine.conf
# Under TCG the kernel sees an emulated CPU model and, by default (scale=0),
# runs only a quarter of every reference string; the paper's runs are full.
sed -i 's|^KERNEL_ARGS=.*|KERNEL_ARGS="scale=1"|' conf/machine.conf

make clean all
make check
bash run_table2.sh
