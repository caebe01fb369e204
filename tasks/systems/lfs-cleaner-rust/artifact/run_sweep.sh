#!/bin/bash
# Sensitivity sweep of the follow-up study (workload family x policy x
# utilisation), see docs/EXPERIMENTS.md. Takes about an hour.
set -e
cd "$(dirname "$0")"
cargo build --release --offline
python3 scripts/sweep.py --config conf/sweep.cfg "$@"
python3 scripts/plot_wa.py results/sweep.csv --out results/sweep.png || echo "(no matplotlib: skipped the plot)"
