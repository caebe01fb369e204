#!/bin/sh
# Appendix A of the paper: the workshop version's Table 1 (R = 16 replicas of n = 2^14 points).
set -e
cd "$(dirname "$0")/.."
mkdir -p results
./target/release/genzmc --seed 2718 --dims 4,8,16 --n 2^14 --replicas 16 > results/table_a1.csv
python3 scripts/summarize.py results/table_a1.csv
