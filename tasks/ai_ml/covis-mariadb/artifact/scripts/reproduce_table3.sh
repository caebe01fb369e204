#!/usr/bin/env bash
# Reproduce Tables 1 and 3 of the paper: start the database, generate the data set
# (fixed seed), run the pipeline. Output: results/table3.json and results/table3.md
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/db_up.sh
python3 data/generate.py --seed 20230611 --out data/raw
mkdir -p results
python3 -m covis.cli --config configs/paper.yaml pipeline --data data/raw \
  --out results/table3.json --markdown results/table3.md
