#!/usr/bin/env python3
"""Export the feature rows of one or all feature sets to CSV (for notebooks and spreadsheets).

    python3 scripts/export_features.py [--set point_in_time] [--out results/features]

Writes <out>/<feature set>.csv with the columns of churnpit.db.FeatureRow plus a `split`
column (train/test for --split-day).
"""
import argparse
import csv
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from churnpit import config, db, queries, splits  # noqa: E402


def write(path, rows, split_day):
    train, _ = splits.temporal(rows, split_day)
    train_ids = {r[0] for r in train}
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(list(db.FeatureRow.fields) + ["split"])
        for r in rows:
            w.writerow(list(r) + ["train" if r[0] in train_ids else "test"])


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--set", choices=sorted(queries.FEATURE_SETS), action="append",
                    help="feature set(s) to export (default: all)")
    ap.add_argument("--split-day", type=int, default=160)
    ap.add_argument("--out", default="results/features")
    a = ap.parse_args()
    params = config.load()
    print("connecting:", config.describe(params))
    conn = db.connect(params, retries=5)
    with conn:
        print("tables:", db.table_counts(conn))
        for name in a.set or sorted(queries.FEATURE_SETS):
            rows = db.fetch(conn, queries.FEATURE_SETS[name])
            path = os.path.join(a.out, f"{name}.csv")
            write(path, rows, a.split_day)
            print(f"wrote {path} ({len(rows)} rows)")
    conn.close()


if __name__ == "__main__":
    main()
