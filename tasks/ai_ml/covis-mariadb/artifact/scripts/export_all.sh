#!/usr/bin/env bash
# Export feature matrices and the DB inventory for the notebook (not part of the reproduction).
set -euo pipefail
cd "$(dirname "$0")/.."
python3 tools/inspect_db.py --config "${CONFIG:-configs/paper.yaml}"
python3 tools/export_features.py --config "${CONFIG:-configs/paper.yaml}" --data "${DATA:-data/raw}" \
  --out results/features.npz
