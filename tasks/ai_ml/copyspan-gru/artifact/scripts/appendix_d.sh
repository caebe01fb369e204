#!/usr/bin/env bash
# Appendix D / Figure 4: the warm start of Table 2 under five variants of the fine-tuning recipe.
#   bash scripts/appendix_d.sh              # writes results/robust_*.json and results/appendix_d.md
set -e
cd "$(dirname "$0")/.."

rows=""
for cfg in configs/experiments/robust_*.yaml; do
    exp=$(basename "$cfg" .yaml)
    echo "=== $exp"
    python train.py --config "$cfg" "$@"
    rows="$rows${rows:+,}$exp"
done

python tools/make_table.py --results results --rows "$rows" --out results/appendix_d
