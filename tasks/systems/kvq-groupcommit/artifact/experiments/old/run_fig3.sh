#!/bin/bash
# Figure 3 as run in March 2021 (testbed, five repetitions).
set -e
cd "$(dirname "$0")/../.."
for rep in 1 2 3 4 5; do
    python3 experiments/old/latency_sweep.py --config conf/cluster.conf -n 2000 \
        --out results/fig3-rep$rep.csv
done
python3 - <<'PY'
import csv, glob, statistics
rows = {}
for p in sorted(glob.glob("results/fig3-rep*.csv")):
    for r in csv.DictReader(open(p)):
        rows.setdefault((int(r["window_ms"]), r["op"]), []).append(float(r["p50_ms"]))
for (w, op), v in sorted(rows.items()):
    print("%3d ms %-3s median p50 %.2f ms over %d runs" % (w, op, statistics.median(v), len(v)))
PY
