#!/usr/bin/env bash
# Designated experiment: fit the operational model (configs/default.toml) on the public record and
# forecast every episode of a folder (default: the sample episodes in data/).
#
#   bash run.sh [EPISODES_DIR]
#
# Writes predictions/forecast.csv (episode,lead,q_down) and prints the 2022 backtest.
set -euo pipefail
cd "$(dirname "$0")"
EPISODES="${1:-data/sample_episodes}"
rm -rf predictions
mkdir -p predictions
python3 -m tarrowcast.cli backtest --config configs/default.toml
python3 -m tarrowcast.cli forecast --config configs/default.toml --episodes "$EPISODES" \
    --out predictions/forecast.csv
