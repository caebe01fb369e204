#!/usr/bin/env bash
# Regenerate the public splits, train the model in triage/model.py and label a test file.
#   bash run.sh [TEST_JSONL]        (default: the dev split's texts)
set -euo pipefail
cd "$(dirname "$0")"
python3 data/make_corpus.py --seed 20240611 --n 1800 --out data/train.jsonl
python3 data/make_corpus.py --seed 31337 --n 1200 --out data/dev.jsonl
python3 data/make_corpus.py --seed 31337 --n 1200 --out data/dev_texts.jsonl --no-labels
TEST="${1:-data/dev_texts.jsonl}"
python3 triage/train_predict.py --train data/train.jsonl --dev data/dev.jsonl --test "$TEST" --out predictions/test.csv
