#!/usr/bin/env python3
"""Figure 2: BRIN pages_per_range against buffers per Q2 query.

Builds a BRIN index on ts with each pages_per_range in PPR over the table of
one seed and measures Q2 (fleet-wide 5-minute window) as bench.py does.
Loads its own copy of the data (archive only, no live tail).

    set -a; . conf/db.env; set +a; python3 experiments/brin_sweep.py --seed 2021
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from tsbench import bench, config, db, loader, workload  # noqa: E402

PPR = [4, 8, 16, 32, 64, 128]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=2021)
    ap.add_argument("--scale", default="paper")
    ap.add_argument("--out", default=config.path("results", "brin_sweep.csv"))
    a = ap.parse_args()
    sc = workload.scale(a.scale)
    sc["live_steps"] = 0
    cur = db.connect().cursor()
    cur.execute(open(config.path("sql", "schema.sql")).read())
    loader.load_fleet(cur, a.seed, sc["sensors"])
    buf, n, _ = loader.split(a.seed, sc)
    loader.copy_archive(cur, buf)
    templates = config.sql_blocks("queries.sql")
    sqls = [bench.render(templates, "Q2", p)
            for p in workload.queries(a.seed, sc["sensors"], sc["steps"], sc["queries"])["Q2"]]
    os.makedirs(os.path.dirname(a.out), exist_ok=True)
    with open(a.out, "w") as fh:
        fh.write("pages_per_range,index_pages,buffers_per_query\n")
        for ppr in PPR:
            bench.drop_indexes(cur)
            cur.execute("CREATE INDEX sweep_brin ON readings USING brin (ts) WITH (pages_per_range = %d)" % ppr)
            cur.execute("VACUUM (ANALYZE) readings")
            ipages = bench.index_pages(cur)
            for sql in sqls:
                cur.execute(sql)
            cur.execute("SELECT pg_stat_statements_reset()")
            for sql in sqls:
                cur.execute(sql)
            cur.execute(bench.PGSS)
            calls, blocks = cur.fetchone()
            per = float(blocks) / max(int(calls), 1)
            fh.write("%d,%d,%.1f\n" % (ppr, ipages, per))
            print("pages_per_range %4d: index %3d pages, %8.1f buffers/query" % (ppr, ipages, per))


if __name__ == "__main__":
    main()
