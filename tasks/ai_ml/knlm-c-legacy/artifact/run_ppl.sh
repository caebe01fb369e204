#!/bin/bash
# Table 1: perplexity by model order and discount.   ./run_ppl.sh [TEST_FILE] [OUT_CSV]
set -e
cd "$(dirname "$0")"
source ./env.sh
TEST=${1:-$KNLM_DATA/valid.txt}
OUT=${2:-results/table1.csv}
python3 scripts/eval_ppl.py --bin "$KNLM_BIN" --train "$KNLM_DATA/train.txt" --test "$TEST" --out "$OUT"
