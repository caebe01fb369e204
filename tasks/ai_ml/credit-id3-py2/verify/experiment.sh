#!/usr/bin/env bash
# Hidden experiment: Table 2 on the paper's data, then the same pipeline on held-out data.
set -euo pipefail
V="$DEPLOYBENCH_VERIFY_DIR"
python3 data/gen_credit.py 2013 1010 > data/credit.csv
python3 table2.py
python3 data/gen_credit.py 777 1234 > "$V/heldout.csv"
python3 table2.py --data "$V/heldout.csv" --seed 5 --out results/heldout.csv
