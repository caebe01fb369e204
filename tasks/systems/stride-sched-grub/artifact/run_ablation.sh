#!/bin/bash
# Ablations A1/A2 of the TR (about 30 boots); results/ablation/
set -e
cd "$(dirname "$0")"
[ -f build/CMakeCache.txt ] || { echo "build/ is not configured; see README" >&2; exit 1; }
cmake --build build
set -a
. conf/qemu.conf
set +a
python3 scripts/run_ablation.py "$@"
