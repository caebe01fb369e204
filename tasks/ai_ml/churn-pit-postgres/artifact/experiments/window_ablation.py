#!/usr/bin/env python3
"""Appendix B: averaging usage over the last k point-in-time snapshots instead of the last one.

    python3 experiments/window_ablation.py [--windows 1 3 7 14] [--out results/window_ablation.json]
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from churnpit import config, db, features, metrics, queries, report, splits  # noqa: E402
from churnpit.model import LogisticRegression  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--windows", type=int, nargs="+", default=[1, 3, 7, 14])
    ap.add_argument("--split-day", type=int, default=160)
    ap.add_argument("--l2", type=float, default=1.0)
    ap.add_argument("--out", default="results/window_ablation.json")
    a = ap.parse_args()
    conn = db.connect(config.load(), retries=5)
    out = {}
    with conn:
        for k in a.windows:
            rows = db.fetch(conn, queries.WINDOWED, {"window": k})
            train, test = splits.temporal(rows, a.split_day)
            Xtr, ytr = features.design(train)
            Xte, yte = features.design(test)
            model = LogisticRegression(l2=a.l2).fit(Xtr, ytr)
            p = model.predict_proba(Xte)
            out[k] = {"test_auc": round(metrics.auc(p, yte), 4), "test_log_loss": round(metrics.log_loss(p, yte), 4)}
            print(f"window {k:2d}  test AUC {out[k]['test_auc']:.4f}  log loss {out[k]['test_log_loss']:.4f}")
    conn.close()
    report.write_json(a.out, {"split_day": a.split_day, "l2": a.l2, "windows": out})


if __name__ == "__main__":
    main()
