#!/bin/bash
# Reproduce Table 2 of the paper.
set -e
cd "$(dirname "$0")"
go build -o bin/lbsim ./cmd/lbsim
./bin/lbsim -config conf/experiment.json -out results
python3 scripts/make_table.py
