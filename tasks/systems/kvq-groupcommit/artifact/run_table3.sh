#!/bin/bash
# Table 3 of the paper: the durability cost of the group-commit window
# (random crash schedules, see experiments/table3.yaml).
#
#   bash run_table3.sh                       # the paper's sweep
#   bash run_table3.sh --quick               # two schedules per window
#   bash run_table3.sh --spec S --tag NAME   # another sweep
set -euo pipefail
cd "$(dirname "$0")"

SPEC=experiments/table3.yaml
TAG=table3
EXTRA=()
while [ $# -gt 0 ]; do
    case "$1" in
        --spec)  SPEC=$2; shift 2 ;;
        --tag)   TAG=$2; shift 2 ;;
        --quick) EXTRA+=(--quick); shift ;;
        *) echo "usage: $0 [--spec FILE] [--tag NAME] [--quick]" >&2; exit 2 ;;
    esac
done

make -s all >/dev/null
mkdir -p results
python3 harness/sweep.py --config conf/local.conf --spec "$SPEC" \
    --out "results/$TAG.json" "${EXTRA[@]}"
