#!/bin/bash
# Every result of the paper: Table 2, Figure 2 (calibration), Figure 3 (leak sweep),
# Appendix B (window ablation), Appendix C (drift). Settings: configs/sweep.ini.
set -e
cd "$(dirname "$0")/.."
bash scripts/db_up.sh
python3 train.py
python3 experiments/calibration.py | tee results/calibration.txt
python3 experiments/leak_sweep.py --lags 0 1 3 7 14 28
python3 experiments/window_ablation.py --windows 1 3 7 14
python3 experiments/drift.py --first 120 --last 190 --step 10 | tee results/drift.txt
