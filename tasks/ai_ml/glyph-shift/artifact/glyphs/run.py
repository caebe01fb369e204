#!/usr/bin/env python3
"""Train on data/train.csv, report validation accuracy, label a test file."""
import argparse
import csv
import os
import sys
import time

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from glyphs.model import build_model  # noqa: E402


def load(path):
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    ids = [r["id"] for r in rows]
    X = np.array([[float(r[f"p{i}"]) for i in range(144)] for r in rows])
    y = np.array([int(r["label"]) for r in rows]) if rows and "label" in rows[0] else None
    return ids, X, y


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--train", default="data/train.csv")
    ap.add_argument("--valid", default="data/valid.csv")
    ap.add_argument("--test", required=True)
    ap.add_argument("--out", default="predictions/test.csv")
    a = ap.parse_args()
    t0 = time.time()
    _, Xtr, ytr = load(a.train)
    _, Xva, yva = load(a.valid)
    ids, Xte, _ = load(a.test)
    model = build_model().fit(Xtr, ytr)
    print(f"validation accuracy: {(model.predict(Xva) == yva).mean():.4f} ({len(yva)} glyphs)")
    pred = model.predict(Xte)
    os.makedirs(os.path.dirname(a.out) or ".", exist_ok=True)
    with open(a.out, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["id", "label"])
        for i, p in zip(ids, pred):
            w.writerow([i, int(p)])
    print(f"wrote {len(ids)} predictions to {a.out} in {time.time() - t0:.1f}s")


if __name__ == "__main__":
    main()
