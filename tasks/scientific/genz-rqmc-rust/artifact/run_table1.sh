#!/bin/sh
# Table 1 of the paper:  ./run_table1.sh [SEED] [OUTPUT.csv]
set -e
cd "$(dirname "$0")"
SEED=${1:-2718}
OUT=${2:-results/table1.csv}
BIN=target/release/genzmc
if [ ! -x "$BIN" ]; then
    cargo build --release --offline
fi
mkdir -p "$(dirname "$OUT")"
"$BIN" --seed "$SEED" --dims 4,8,12,16 --n 524288 --replicas 128 > "$OUT"
python3 scripts/summarize.py "$OUT"
