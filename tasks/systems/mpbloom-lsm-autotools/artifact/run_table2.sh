#!/bin/bash
# run_table2.sh - reproduce Table 2 of the paper.
#
# Four runs of the benchmark driver (uniform and hotspot workloads, uniform
# and MPB filters) on conf/table2.conf, then the table in results/table2.csv.
# The build must have been configured (see README.md).
set -e
cd "$(dirname "$0")"

CONF=conf/table2.conf
if [ ! -f Makefile ]; then
    echo "run_table2.sh: the source tree is not configured (see README.md)" >&2
    exit 1
fi
make -s all

rm -rf results/runs
mkdir -p results/runs
for wl in uniform hotspot; do
    for pol in uniform mpb; do
        echo "== $wl / $pol"
        bench/lsmbench -c "$CONF" -w "$wl" -p "$pol" \
            -d "${TMPDIR:-/tmp}/mpblsm-table2-$wl-$pol" \
            -o "results/runs/$wl-$pol.json" | tee "results/runs/$wl-$pol.log"
    done
done
python3 scripts/make_table.py results/runs results/table2.csv
