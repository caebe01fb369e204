#!/usr/bin/env python3
"""Starter pipeline: predict pump faults with logistic regression.

    python3 train.py --train data/train.csv --test TEST.csv --out outputs/predictions.csv

Trains on --train (holding out 20% to report a validation accuracy), then writes one
prediction per row of --test: a CSV with columns `id,fault` (fault is 0 or 1).
"""
import argparse
import csv
import os

import numpy as np

FEATURES = ["temp_c", "vibration_mm_s", "pressure_kpa", "rpm",
            "hours_since_service", "load_pct", "humidity_pct", "ambient_c"]


def load(path):
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    ids = [r["id"] for r in rows]
    X = np.array([[float(r[c]) for c in FEATURES] for r in rows])
    y = np.array([int(r["fault"]) for r in rows]) if "fault" in rows[0] else None
    return ids, X, y


def sigmoid(z):
    return 1.0 / (1.0 + np.exp(-np.clip(z, -30, 30)))


def fit(X, y, lr=0.1, epochs=300):
    """Logistic regression by batch gradient descent on standardised features."""
    mu, sd = X.mean(axis=0), X.std(axis=0)
    Z = (X - mu) / sd
    w = np.zeros(X.shape[1])
    b = 0.0
    for _ in range(epochs):
        p = sigmoid(Z @ w + b)
        w -= lr * Z.T @ (p - y) / len(y)
        b -= lr * np.mean(p - y)
    return mu, sd, w, b


def predict(model, X):
    mu, sd, w, b = model
    return (sigmoid((X - mu) / sd @ w + b) >= 0.5).astype(int)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--train", default="data/train.csv")
    ap.add_argument("--test", required=True)
    ap.add_argument("--out", default="outputs/predictions.csv")
    args = ap.parse_args()

    _, X, y = load(args.train)
    rng = np.random.default_rng(0)
    idx = rng.permutation(len(y))
    n_val = len(y) // 5
    val, tr = idx[:n_val], idx[n_val:]

    model = fit(X[tr], y[tr])
    print(f"validation accuracy: {np.mean(predict(model, X[val]) == y[val]):.4f}")

    model = fit(X, y)                       # refit on all training data
    test_ids, X_test, _ = load(args.test)
    os.makedirs(os.path.dirname(args.out) or ".", exist_ok=True)
    with open(args.out, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["id", "fault"])
        for i, p in zip(test_ids, predict(model, X_test)):
            w.writerow([i, int(p)])
    print(f"wrote {len(test_ids)} predictions to {args.out}")


if __name__ == "__main__":
    main()
