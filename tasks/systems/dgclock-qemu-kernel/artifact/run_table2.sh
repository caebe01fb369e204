#!/bin/bash
# Reproduce Table 2 of the paper: build the kernel (if needed) and run it
# under QEMU for every seed in conf/experiment.conf.
set -e
cd "$(dirname "$0")"
make all
python3 scripts/run_table2.py
