#!/bin/bash
# Reproduce the data of Figure 3.
set -e
cd "$(dirname "$0")"
ant -q jar
java $(cat conf/jvm.options) -jar build/jar/cachesim.jar --config conf/experiment.properties --out results
python3 scripts/fig3_table.py
