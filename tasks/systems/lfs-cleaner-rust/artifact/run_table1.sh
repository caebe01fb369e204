#!/bin/bash
# Reproduce Table 1: build lfsclean and run the policy/utilisation sweep.
set -e
cd "$(dirname "$0")"
cargo build --release --offline
python3 scripts/run_table1.py
