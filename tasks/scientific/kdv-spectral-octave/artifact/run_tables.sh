#!/bin/sh
# Tables 1 and 2 of the paper (a minute or so).
set -e
cd "$(dirname "$0")"
python3 run_experiment.py cases/table1.txt
python3 run_experiment.py cases/table2.txt
