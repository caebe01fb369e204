#!/usr/bin/env bash
# Forecast a demand panel with forecast/model.py.
#   bash run.sh                 public panel (seed 2024): backtest WAPE + forecasts
#   bash run.sh PANEL.csv       any panel in the same format -> predictions/forecast.csv
set -euo pipefail
cd "$(dirname "$0")"
if [ $# -ge 1 ]; then
  PANEL="$1"
else
  python3 data/make_panel.py --seed 2024 --out data/panel.csv
  PANEL=data/panel.csv
fi
python3 forecast/run.py --panel "$PANEL" --out predictions/forecast.csv
