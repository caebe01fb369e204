#!/bin/bash
# Reproduce Table 3:  ./reproduce.sh [CONFIG] [OUT]
set -e
CONFIG=${1:-config.yml}
OUT=${2:-results/table3.csv}
python sim/simulate.py --config "$CONFIG"
Rscript --vanilla R/run_table.R --config "$CONFIG" --out "$OUT"
