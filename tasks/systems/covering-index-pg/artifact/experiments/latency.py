#!/usr/bin/env python3
"""Latency of the four query shapes (not in the paper: timings on a shared
workstation were too noisy to report; kept for the record).

Runs every instance REPEAT times with EXPLAIN (ANALYZE, TIMING OFF) and
reports the median execution time per shape, against the table and indexes
currently loaded (run the benchmark or brin_sweep.py first)."""
import argparse
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from tsbench import bench, config, db, workload  # noqa: E402

REPEAT = 5


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=2021)
    ap.add_argument("--scale", default="paper")
    a = ap.parse_args()
    sc = workload.scale(a.scale)
    q = workload.queries(a.seed, sc["sensors"], sc["steps"], sc["queries"])
    templates = config.sql_blocks("queries.sql")
    cur = db.connect().cursor()
    for qtype in ("Q1", "Q2", "Q3", "Q4"):
        times = []
        for p in q[qtype]:
            sql = bench.render(templates, qtype, p)
            for _ in range(REPEAT):
                cur.execute("EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) " + sql)
                times.append(cur.fetchone()[0][0]["Execution Time"])
        print("%s median %.3f ms  p90 %.3f ms" % (qtype, statistics.median(times),
                                                  sorted(times)[int(0.9 * len(times))]))


if __name__ == "__main__":
    main()
