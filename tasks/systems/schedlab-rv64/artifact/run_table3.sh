#!/bin/bash
# Reproduce Table 3 of the paper: build the kernel and boot it once per seed
# of conf/experiment.conf under QEMU.  Results go to results/.
set -e
cd "$(dirname "$0")"
make all
rm -rf results
python3 scripts/run_table3.py "$@"
