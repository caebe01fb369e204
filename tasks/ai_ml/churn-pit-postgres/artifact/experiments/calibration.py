#!/usr/bin/env python3
"""Figure 2: reliability of the point-in-time and latest-snapshot models on the test customers.

    python3 experiments/calibration.py [--bins 10]

Prints one table per feature set: mean predicted churn probability, observed churn rate and the
number of customers in each probability bin, and the Brier score.
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from churnpit import config, db, features, metrics, queries, splits  # noqa: E402
from churnpit.model import LogisticRegression  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--bins", type=int, default=10)
    ap.add_argument("--split-day", type=int, default=160)
    ap.add_argument("--l2", type=float, default=1.0)
    a = ap.parse_args()
    conn = db.connect(config.load(), retries=5)
    with conn:
        for name, sql in queries.FEATURE_SETS.items():
            train, test = splits.temporal(db.fetch(conn, sql), a.split_day)
            Xtr, ytr = features.design(train)
            Xte, yte = features.design(test)
            p = LogisticRegression(l2=a.l2).fit(Xtr, ytr).predict_proba(Xte)
            print(f"{name}: Brier {metrics.brier(p, yte):.4f}")
            print("  predicted  observed      n")
            for mp, obs, n in metrics.calibration_bins(p, yte, a.bins):
                print(f"  {mp:9.3f}  {obs:8.3f}  {n:5d}")
    conn.close()


if __name__ == "__main__":
    main()
