#!/bin/sh
# Reproduce Table 1 of the paper (about half a minute on one core).
set -e
cd "$(dirname "$0")"
exec python3 run_table1.py "$@"
