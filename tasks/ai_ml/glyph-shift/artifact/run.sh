#!/usr/bin/env bash
# Regenerate the public splits, train glyphs/model.py, label a test file.
#   bash run.sh [TEST_CSV]     (default: the validation split without labels)
set -euo pipefail
cd "$(dirname "$0")"
python3 data/make_glyphs.py --seed 1 --n 2000 --out data/train.csv
python3 data/make_glyphs.py --seed 2 --n 1000 --out data/valid.csv
python3 data/make_glyphs.py --seed 2 --n 1000 --out data/valid_nolabels.csv --no-labels
python3 glyphs/run.py --test "${1:-data/valid_nolabels.csv}" --out predictions/test.csv
