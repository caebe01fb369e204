#!/bin/bash
# Figure 3: payload-size sweep of the no-restart scenarios (results/fig3.csv).
set -e
cd "$(dirname "$0")"
service mosquitto start >/dev/null 2>&1 || true
python3 bench/payload_sweep.py "$@"
