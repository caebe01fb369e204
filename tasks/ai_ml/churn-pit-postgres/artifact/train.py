#!/usr/bin/env python3
"""Table 2: churn prediction with point-in-time-correct vs. latest-snapshot features.

Features are pulled from PostgreSQL (see db.ini). Customers whose label day falls before
--split-day train a logistic regression; the others test it.
"""
import argparse
import configparser
import json
import os

import numpy as np
import psycopg2

QUERIES = {
    # the last snapshot taken strictly before the label day (what was known at decision time)
    "point_in_time": """
        SELECT l.customer_id, l.label_day, l.churned::int, c.plan, s.usage_hours, s.tickets_30d, s.discount::int
        FROM labels l JOIN customers c USING (customer_id)
        CROSS JOIN LATERAL (
            SELECT usage_hours, tickets_30d, discount FROM snapshots s
            WHERE s.customer_id = l.customer_id AND s.day < l.label_day
            ORDER BY s.day DESC LIMIT 1) s
        ORDER BY l.customer_id""",
    # the newest snapshot in the table, whenever it was taken
    "latest_snapshot": """
        SELECT l.customer_id, l.label_day, l.churned::int, c.plan, s.usage_hours, s.tickets_30d, s.discount::int
        FROM labels l JOIN customers c USING (customer_id)
        CROSS JOIN LATERAL (
            SELECT usage_hours, tickets_30d, discount FROM snapshots s
            WHERE s.customer_id = l.customer_id
            ORDER BY s.day DESC LIMIT 1) s
        ORDER BY l.customer_id""",
}


def design(rows):
    y = np.array([r[2] for r in rows], dtype=float)
    X = np.array([[1.0, r[3] == "pro", r[3] == "team", r[4], r[5], r[6]] for r in rows], dtype=float)
    return X, y


def fit_logreg(X, y, l2):
    mu, sd = X[:, 1:].mean(0), X[:, 1:].std(0) + 1e-12
    Z = np.hstack([X[:, :1], (X[:, 1:] - mu) / sd])
    w = np.zeros(Z.shape[1])
    for _ in range(50):  # Newton's method
        p = 1 / (1 + np.exp(-Z @ w))
        R = np.eye(len(w)) * l2
        R[0, 0] = 0.0
        H = Z.T @ (Z * (p * (1 - p))[:, None]) + R
        w -= np.linalg.solve(H, Z.T @ (p - y) + R @ w)
    return lambda X_: 1 / (1 + np.exp(-np.hstack([X_[:, :1], (X_[:, 1:] - mu) / sd]) @ w))


def auc(p, y):
    order = np.argsort(p, kind="stable")
    ranks = np.empty(len(p))
    ranks[order] = np.arange(1, len(p) + 1)
    for v in np.unique(p):  # average ranks of ties
        m = p == v
        ranks[m] = ranks[m].mean()
    pos = y.sum()
    return float((ranks[y == 1].sum() - pos * (pos + 1) / 2) / (pos * (len(y) - pos)))


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--split-day", type=int, default=160)
    ap.add_argument("--l2", type=float, default=1.0)
    ap.add_argument("--out", default="results/table2.json")
    a = ap.parse_args()
    cfg = configparser.ConfigParser()
    cfg.read(os.path.join(os.path.dirname(os.path.abspath(__file__)), "db.ini"))
    conn = psycopg2.connect(**dict(cfg["database"]))
    table = {}
    with conn, conn.cursor() as cur:
        for name, sql in QUERIES.items():
            cur.execute(sql)
            rows = cur.fetchall()
            train = [r for r in rows if r[1] < a.split_day]
            test = [r for r in rows if r[1] >= a.split_day]
            Xtr, ytr = design(train)
            Xte, yte = design(test)
            model = fit_logreg(Xtr, ytr, a.l2)
            table[name] = {"train": len(train), "test": len(test),
                           "train_auc": round(auc(model(Xtr), ytr), 4), "test_auc": round(auc(model(Xte), yte), 4)}
            print(f"{name:16s} train AUC {table[name]['train_auc']:.4f}  test AUC {table[name]['test_auc']:.4f}"
                  f"  ({len(train)} / {len(test)} customers)")
    conn.close()
    os.makedirs(os.path.dirname(a.out) or ".", exist_ok=True)
    with open(a.out, "w") as f:
        json.dump({"split_day": a.split_day, "l2": a.l2, "features": table}, f, indent=2)
    print("wrote", a.out)


if __name__ == "__main__":
    main()
