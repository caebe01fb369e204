#!/bin/sh
# Variance reduction against dimension for one family (used for the draft's Figure 1).
# usage: examples/sweep_dims.sh [FAMILY] [SEED]
set -e
cd "$(dirname "$0")/.."
FAM=${1:-continuous}
SEED=${2:-2718}
mkdir -p results
./target/release/genzmc --seed "$SEED" --families "$FAM" --dims 2,4,6,8,12,16,24,32 \
    --n 16384 --replicas 16 > "results/sweep_$FAM.csv"
python3 scripts/summarize.py "results/sweep_$FAM.csv"
