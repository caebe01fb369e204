#!/bin/bash
# Smoke test: one small cell with the configured backend.
set -euo pipefail
cd "$(dirname "$0")"
make -s all
python3 -m wbench cell --workload steady --policy direct --records 1000 "$@"
