#!/bin/bash
# Reproduce Table 3 of the paper: system calls per 10k records.
#   results/table3.csv, results/table3.txt, results/cells.json
set -euo pipefail
cd "$(dirname "$0")"

if [ ! -x bin/wbuf-bench ]; then
    echo "run_table3.sh: bin/wbuf-bench not built (make)" >&2
    exit 2
fi
rm -rf results
mkdir -p results
exec python3 -m wbench.table3 --measure conf/measure.ini --workloads conf/workloads.ini --out results "$@"
