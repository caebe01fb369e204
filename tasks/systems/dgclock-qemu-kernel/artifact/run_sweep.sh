#!/bin/bash
# Figure 3 of the tech report (frames sweep); see conf/sweep.conf.
set -e
cd "$(dirname "$0")"
make all
python3 scripts/run_sweep.py "$@"
python3 tools/plot_sweep.py results/sweep.csv results/fig3.png || \
    echo "(no plot: matplotlib missing, see requirements.txt)"
