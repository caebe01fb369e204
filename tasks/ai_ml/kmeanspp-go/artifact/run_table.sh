#!/usr/bin/env bash
# Build and run the Table 3 experiment.   bash run_table.sh [extra kmtable flags]
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p bin
go build -o bin/kmtable ./cmd/kmtable
bin/kmtable "$@"
