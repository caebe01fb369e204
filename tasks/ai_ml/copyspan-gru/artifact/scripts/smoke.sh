#!/usr/bin/env bash
# Smoke test: build the corpus locally if needed, train the debug config for a few batches on
# CPU and print a table. Finishes in well under a minute; the numbers mean nothing.
set -e
cd "$(dirname "$0")/.."
PY=${PY:-python}

if [ ! -f data/lagsum-d5/MANIFEST.json ]; then
    $PY tools/prepare_data.py --task lagsum --lag 5 --out data/lagsum-d5
fi
$PY train.py --config configs/experiments/debug.yaml --run-dir runs/smoke
$PY tools/make_table.py --results results --rows debug --out results/smoke
echo "smoke test OK"
