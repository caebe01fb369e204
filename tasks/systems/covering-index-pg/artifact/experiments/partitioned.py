#!/usr/bin/env python3
"""Abandoned experiment (draft of v0.3): daily range partitions instead of a
BRIN index.  Partition pruning gives Q2 the same page counts as BRIN with
pages_per_range = 1 day, at the price of one B-tree per partition for Q1/Q3.
Left here because the workshop reviewers asked about it; not in the paper."""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from tsbench import db, loader, workload  # noqa: E402

DDL = """
DROP TABLE IF EXISTS readings_p;
CREATE TABLE readings_p (sensor_id integer NOT NULL, ts timestamptz NOT NULL, value integer NOT NULL)
PARTITION BY RANGE (ts);
"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=2021)
    ap.add_argument("--scale", default="small")
    ap.add_argument("--hours", type=int, default=6)
    a = ap.parse_args()
    sc = workload.scale(a.scale)
    cur = db.connect().cursor()
    cur.execute(DDL)
    steps_per_part = a.hours * 3600 // workload.STEP_S
    for i, lo in enumerate(range(0, sc["steps"], steps_per_part)):
        cur.execute("CREATE TABLE readings_p%d PARTITION OF readings_p FOR VALUES FROM ('%s') TO ('%s')"
                    % (i, loader.stamp(lo), loader.stamp(lo + steps_per_part)))
        cur.execute("CREATE INDEX ON readings_p%d (sensor_id, ts) INCLUDE (value)" % i)
    buf, n, live = loader.split(a.seed, dict(sc, live_steps=0))
    cur.copy_expert("COPY readings_p (sensor_id, ts, value) FROM STDIN WITH (FORMAT csv)", buf)
    cur.execute("VACUUM (ANALYZE) readings_p")
    cur.execute("SELECT count(*) FROM pg_inherits WHERE inhparent = 'readings_p'::regclass")
    print("loaded %d readings into %d partitions" % (n, cur.fetchone()[0]))


if __name__ == "__main__":
    main()
