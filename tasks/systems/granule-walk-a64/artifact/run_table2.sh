#!/bin/bash
# Reproduce Table 2 of the paper: build the kernel, boot it once per seed of
# conf/experiment.conf under QEMU, collect the serial logs and aggregate.
set -euo pipefail
cd "$(dirname "$0")"

make all
mkdir -p results/logs
python3 scripts/run_experiment.py --config conf/experiment.conf \
    --machine conf/machine.conf --kernel build/gwk.elf --out results
python3 scripts/make_table.py --runs results/runs.csv --out results
