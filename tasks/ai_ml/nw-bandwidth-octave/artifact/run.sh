#!/bin/sh
# Table 1.   ./run.sh [DATA_SEED] [OUT_CSV]
set -e
cd "$(dirname "$0")"
SEED=${1:-11}
OUT=${2:-results/table1.csv}
python3 data/make_data.py --seed "$SEED" --out "data/seed-$SEED"
octave-cli -q run_table.m "data/seed-$SEED" "$OUT"
