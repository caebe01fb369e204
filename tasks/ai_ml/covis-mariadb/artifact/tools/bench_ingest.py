#!/usr/bin/env python3
"""Time LOAD DATA LOCAL INFILE against batched INSERTs for the events file.

Writes into a scratch dataset id (negative, removed afterwards); the paper's data are not
touched. Used to justify the LOAD DATA path in Section 2 of the draft.
"""
import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from covis import config, db  # noqa: E402

SCRATCH = -1


def load_data(conn, path):
    db.execute(conn, "LOAD DATA LOCAL INFILE %s INTO TABLE events_staging FIELDS TERMINATED BY '\\t' "
                     "(user_id, session_id, sku, ts, kind) SET dataset_id = %s", (os.path.abspath(path), SCRATCH))


def batched_insert(conn, path, batch):
    cur = conn.cursor()
    sql = "INSERT INTO events_staging (dataset_id, user_id, session_id, sku, ts, kind) VALUES (%s,%s,%s,%s,%s,%s)"
    buf = []
    with open(path) as f:
        for line in f:
            u, s, sku, ts, kind = line.rstrip("\n").split("\t")
            buf.append((SCRATCH, int(u), int(s), sku, int(ts), kind))
            if len(buf) >= batch:
                cur.executemany(sql, buf)
                buf = []
    if buf:
        cur.executemany(sql, buf)
    cur.close()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/paper.yaml")
    ap.add_argument("--data", default="data/raw")
    ap.add_argument("--batch", type=int, default=1000)
    args = ap.parse_args()
    cfg = config.load(args.config)
    path = os.path.join(args.data, "events.tsv")
    with db.session(cfg["db"]) as conn:
        for name, fn in (("load data local", lambda: load_data(conn, path)),
                         (f"executemany x{args.batch}", lambda: batched_insert(conn, path, args.batch))):
            db.execute(conn, "DELETE FROM events_staging WHERE dataset_id = %s", (SCRATCH,))
            t0 = time.perf_counter()
            fn()
            dt = time.perf_counter() - t0
            n = db.scalar(conn, "SELECT COUNT(*) FROM events_staging WHERE dataset_id = %s", (SCRATCH,))
            print(f"{name:22s} {n:8d} rows  {dt:7.2f} s")
        db.execute(conn, "DELETE FROM events_staging WHERE dataset_id = %s", (SCRATCH,))


if __name__ == "__main__":
    main()
