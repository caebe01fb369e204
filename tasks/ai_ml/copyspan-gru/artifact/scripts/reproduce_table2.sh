#!/usr/bin/env bash
# Reproduce Table 2 of the paper: three training runs on lagsum-d5, then the table.
#   bash scripts/reproduce_table2.sh              # writes results/table2.{json,md}
# Extra arguments are passed to every train.py call (e.g. --opts train.epochs=1).
set -e
cd "$(dirname "$0")/.."

for exp in table2_scratch table2_warmstart table2_transformer; do
    echo "=== $exp"
    python train.py --config configs/experiments/$exp.yaml "$@"
done

python tools/make_table.py --results results --rows table2_scratch,table2_warmstart,table2_transformer \
    --out results/table2
