#!/usr/bin/env python3
"""Appendix C: test AUC of the point-in-time model over rolling split days.

    python3 experiments/drift.py [--first 120] [--last 190] [--step 10]
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from churnpit import config, db, features, metrics, queries, splits  # noqa: E402
from churnpit.model import LogisticRegression  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--first", type=int, default=120)
    ap.add_argument("--last", type=int, default=190)
    ap.add_argument("--step", type=int, default=10)
    ap.add_argument("--l2", type=float, default=1.0)
    a = ap.parse_args()
    conn = db.connect(config.load(), retries=5)
    with conn:
        rows = db.fetch(conn, queries.POINT_IN_TIME)
    conn.close()
    print("split day  train  test  test AUC")
    for day, train, test in splits.rolling(rows, a.first, a.last, a.step):
        Xtr, ytr = features.design(train)
        Xte, yte = features.design(test)
        p = LogisticRegression(l2=a.l2).fit(Xtr, ytr).predict_proba(Xte)
        print(f"{day:9d}  {len(train):5d}  {len(test):4d}  {metrics.auc(p, yte):.4f}")


if __name__ == "__main__":
    main()
