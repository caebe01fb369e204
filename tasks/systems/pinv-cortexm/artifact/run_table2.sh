#!/bin/bash
# Reproduce Table 2: build kestrel, boot it under QEMU once per seed, collect
# results/runs.csv, results/table2.csv, results/summary.json, results/logs/.
set -euo pipefail
cd "$(dirname "$0")"
exec python3 scripts/run_table2.py --conf conf/experiment.conf --out results "$@"
