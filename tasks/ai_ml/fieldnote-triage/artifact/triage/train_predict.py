#!/usr/bin/env python3
"""Train on the FieldNotes training split, report dev accuracy, label a test file."""
import argparse
import csv
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from triage.model import build_model  # noqa: E402


def load(path):
    with open(path) as f:
        return [json.loads(line) for line in f if line.strip()]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--train", default="data/train.jsonl")
    ap.add_argument("--dev", default="data/dev.jsonl")
    ap.add_argument("--test", required=True, help="jsonl with id and text")
    ap.add_argument("--out", default="predictions/test.csv")
    a = ap.parse_args()

    t0 = time.time()
    train, dev, test = load(a.train), load(a.dev), load(a.test)
    model = build_model()
    model.fit([r["text"] for r in train], [r["label"] for r in train])
    dev_pred = model.predict([r["text"] for r in dev])
    acc = sum(p == r["label"] for p, r in zip(dev_pred, dev)) / len(dev)
    print(f"dev accuracy: {acc:.4f} ({len(dev)} notes)")
    pred = model.predict([r["text"] for r in test])
    os.makedirs(os.path.dirname(a.out) or ".", exist_ok=True)
    with open(a.out, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["id", "label"])
        for r, p in zip(test, pred):
            w.writerow([r["id"], p])
    print(f"wrote {len(pred)} predictions to {a.out} in {time.time() - t0:.1f}s")


if __name__ == "__main__":
    main()
