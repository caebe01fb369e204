#!/bin/sh
# Table 2 of the paper. Build first (README.md), then run this script.
set -e
cd "$(dirname "$0")"
exec python3 run_table2.py "$@"
