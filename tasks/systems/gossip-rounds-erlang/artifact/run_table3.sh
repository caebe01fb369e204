#!/bin/bash
# Reproduce Table 3: compile, run every configuration, format the table.
set -e
cd "$(dirname "$0")"
make all
erl -noshell -pa ebin -eval 'gossip_main:main(["conf/experiment.config"]), halt().'
python3 scripts/make_table.py
