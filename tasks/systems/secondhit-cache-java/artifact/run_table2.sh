#!/bin/bash
# Table 2: the filter on the second node's log (fra).
set -e
cd "$(dirname "$0")"
ant -q jar
java $(cat conf/jvm.options) -jar build/jar/cachesim.jar --config conf/table2-fra.properties --out results --name table2
python3 scripts/compare.py results/table2.csv lru secondhit
