#!/usr/bin/env bash
# Reproduce Table 2 of the paper: generate the shapes, train the three
# variants, evaluate them on the test split -> results/table2.json
set -euo pipefail
cd "$(dirname "$0")"
CONFIG=${CONFIG:-configs/paper.yaml}
PY=${PYTHON:-python3}

$PY scripts/make_data.py --config "$CONFIG" "$@"
for variant in pointwise knnmean rbfpool; do
  $PY scripts/train.py --config "$CONFIG" --variant "$variant" "$@"
done
$PY scripts/evaluate.py --config "$CONFIG" --out results/table2.json "$@"
