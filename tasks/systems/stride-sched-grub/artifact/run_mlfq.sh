#!/bin/bash
# The MLFQ experiment (student project, 2017); results/mlfq/
set -e
cd "$(dirname "$0")"
[ -f build/CMakeCache.txt ] || { echo "build/ is not configured; see README" >&2; exit 1; }
cmake --build build
set -a
. conf/qemu.conf
set +a
python3 scripts/run_mlfq.py
