#!/bin/sh
# Tables 1-3 of the paper.
set -e
cd "$(dirname "$0")"
python3 run_experiment.py cases/table1.txt
python3 run_experiment.py cases/table2.txt
python3 run_experiment.py cases/table3.txt
