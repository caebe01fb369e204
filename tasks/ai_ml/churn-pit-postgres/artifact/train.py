#!/usr/bin/env python3
"""Table 2: churn prediction with point-in-time-correct vs. latest-snapshot features.

Features are pulled from PostgreSQL (see db.ini). Customers whose label day falls before
--split-day train an L2-penalised logistic regression; the others test it. The test AUC comes
with a percentile bootstrap interval over test customers.
"""
import argparse
import sys

from churnpit import config, db, features, metrics, queries, report, splits
from churnpit.model import LogisticRegression


def evaluate(rows, split_day, l2, n_boot, seed):
    train, test = splits.temporal(rows, split_day)
    Xtr, ytr = features.design(train)
    Xte, yte = features.design(test)
    model = LogisticRegression(l2=l2).fit(Xtr, ytr)
    if not model.converged:
        print(f"warning: Newton's method stopped after {model.max_iter} iterations", file=sys.stderr)
    p_tr, p_te = model.predict_proba(Xtr), model.predict_proba(Xte)
    return {
        "train": len(train), "test": len(test),
        "train_auc": round(metrics.auc(p_tr, ytr), 4),
        "test_auc": round(metrics.auc(p_te, yte), 4),
        "test_auc_ci": [round(v, 4) for v in metrics.bootstrap_auc(p_te, yte, n_boot=n_boot, seed=seed)],
        "test_brier": round(metrics.brier(p_te, yte), 4),
        "newton_iterations": len(model.history),
        "coefficients": {k: round(v, 4) for k, v in model.coefficients(features.COLUMNS).items()},
    }


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--split-day", type=int, default=160)
    ap.add_argument("--l2", type=float, default=1.0)
    ap.add_argument("--bootstrap", type=int, default=2000, help="bootstrap resamples for the CI")
    ap.add_argument("--seed", type=int, default=0, help="bootstrap seed")
    ap.add_argument("--out", default="results/table2.json")
    a = ap.parse_args(argv)
    params = config.load()
    conn = db.connect(params, retries=5)
    table = {}
    with conn:
        for name, sql in queries.FEATURE_SETS.items():
            rows = db.fetch(conn, sql)
            table[name] = evaluate(rows, a.split_day, a.l2, a.bootstrap, a.seed)
            print(report.line(name, table[name]))
    conn.close()
    report.write_json(a.out, {"split_day": a.split_day, "l2": a.l2, "features": table})
    print("wrote", a.out)


if __name__ == "__main__":
    main()
