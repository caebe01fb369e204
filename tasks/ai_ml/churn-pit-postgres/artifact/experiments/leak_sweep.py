#!/usr/bin/env python3
"""Figure 3: test AUC as the feature cut-off moves away from the label date.

    python3 experiments/leak_sweep.py [--lags 0 1 3 7 14 28] [--out results/leak_sweep.json]

A lag of k days uses the last snapshot taken before label_date - k. Staler features should cost
AUC smoothly; the latest-snapshot join is shown as the leaky ceiling.
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from churnpit import config, db, features, metrics, queries, report, splits  # noqa: E402
from churnpit.model import LogisticRegression  # noqa: E402


def score(rows, split_day, l2):
    train, test = splits.temporal(rows, split_day)
    Xtr, ytr = features.design(train)
    Xte, yte = features.design(test)
    model = LogisticRegression(l2=l2).fit(Xtr, ytr)
    return metrics.auc(model.predict_proba(Xte), yte)


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--lags", type=int, nargs="+", default=[0, 1, 3, 7, 14, 28])
    ap.add_argument("--split-day", type=int, default=160)
    ap.add_argument("--l2", type=float, default=1.0)
    ap.add_argument("--out", default="results/leak_sweep.json")
    a = ap.parse_args()
    conn = db.connect(config.load(), retries=5)
    curve = {}
    with conn:
        for lag in a.lags:
            rows = db.fetch(conn, queries.LAGGED, {"lag": lag})
            curve[lag] = round(score(rows, a.split_day, a.l2), 4)
            print(f"lag {lag:3d} d  test AUC {curve[lag]:.4f}  ({len(rows)} customers)")
        leaky = round(score(db.fetch(conn, queries.LATEST_SNAPSHOT), a.split_day, a.l2), 4)
    conn.close()
    print(f"latest snapshot test AUC {leaky:.4f}")
    report.write_json(a.out, {"split_day": a.split_day, "l2": a.l2, "lag_days": curve, "latest_snapshot": leaky})


if __name__ == "__main__":
    main()
