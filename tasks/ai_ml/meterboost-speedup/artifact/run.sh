#!/usr/bin/env bash
# Score a batch of meter-day readings with the production settings.
#   bash run.sh [BATCH.csv]     (default: the public dev batch, data/dev_batch.csv)
# Writes predictions/scores.csv (id, label, one probability per condition).
set -euo pipefail
cd "$(dirname "$0")"
batch="${1:-data/dev_batch.csv}"
mkdir -p predictions
exec python3 -m meterboost.cli score --config configs/scoring.toml --input "$batch" --out predictions/scores.csv
