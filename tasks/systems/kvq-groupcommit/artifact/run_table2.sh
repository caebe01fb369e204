#!/bin/bash
# Table 2 of the paper: per-phase counters of a 5-node kvq cluster under the
# crash/recovery schedule in faults/table2.yaml.
#
#   bash run_table2.sh                       # the paper's workload
#   bash run_table2.sh --workload W --faults F --tag NAME
set -euo pipefail
cd "$(dirname "$0")"

WORKLOAD=workloads/table2.wl
FAULTS=faults/table2.yaml
TAG=table2
while [ $# -gt 0 ]; do
    case "$1" in
        --workload) WORKLOAD=$2; shift 2 ;;
        --faults)   FAULTS=$2; shift 2 ;;
        --tag)      TAG=$2; shift 2 ;;
        *) echo "usage: $0 [--workload FILE] [--faults FILE] [--tag NAME]" >&2; exit 2 ;;
    esac
done

make -s all >/dev/null
mkdir -p results
python3 harness/run_experiment.py --config conf/local.conf \
    --workload "$WORKLOAD" --faults "$FAULTS" --out "results/$TAG.json" \
    | tee "results/$TAG.txt"
