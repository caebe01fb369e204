#!/bin/bash
# Reproduce every number of the paper (lab cluster; ~2 h on one node, mostly the sweep).
#   bash scripts/reproduce.sh            # runs locally on the login node's allocation
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/cluster/env.sh

echo "== Table 1: solver accuracy on the true systems"
python run_table1.py --out "$NODEFIT_RESULTS/table1.json"

echo "== Table 2: Duffing, neural ODE vs step map, tolerance sweep"
python run_table2.py --out "$NODEFIT_RESULTS/table2.json"

echo "== Figure 3: width ablation (submitted as an array job)"
sbatch scripts/cluster/sweep.sbatch

echo "== Figures"
python scripts/make_figures.py "$NODEFIT_RESULTS/table2.json" --outdir figures/
