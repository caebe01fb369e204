#!/usr/bin/env python3
"""EXPLAIN (ANALYZE, BUFFERS) one instance of a query shape against the
currently loaded table and indexes.

    set -a; . conf/db.env; set +a
    python3 tools/explain_query.py Q1 --seed 2021 --instance 3

The table must hold the data of the same seed (run the benchmark first; the
last configuration of the run is what is left in the database)."""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from tsbench import bench, config, db, workload  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("qtype", choices=["Q1", "Q2", "Q3", "Q4"])
    ap.add_argument("--seed", type=int, default=2021)
    ap.add_argument("--scale", default="paper")
    ap.add_argument("--instance", type=int, default=0)
    ap.add_argument("--format", default="text", choices=["text", "json"])
    a = ap.parse_args()
    sc = workload.scale(a.scale)
    params = workload.queries(a.seed, sc["sensors"], sc["steps"], sc["queries"])[a.qtype][a.instance]
    sql = bench.render(config.sql_blocks("queries.sql"), a.qtype, params)
    print("--", a.qtype, params)
    print(sql)
    cur = db.connect().cursor()
    cur.execute("EXPLAIN (ANALYZE, BUFFERS, FORMAT %s) %s" % (a.format.upper(), sql))
    for (line,) in cur.fetchall():
        print(line)


if __name__ == "__main__":
    main()
