#!/usr/bin/env python3
"""Tag every unrevealed preprint of a graph with a research area."""
import argparse
import csv
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from areas.model import predict  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--graph", default="data/graph.json")
    ap.add_argument("--answers", help="hidden areas of the graph, if known, to print accuracy")
    ap.add_argument("--out", default="predictions/areas.csv")
    a = ap.parse_args()
    t0 = time.time()
    with open(a.graph) as f:
        g = json.load(f)
    pred = predict(g)
    assert len(pred) == len(g["nodes"]), "one area per node expected"
    todo = [x["id"] for x in g["nodes"] if "area" not in x]
    os.makedirs(os.path.dirname(a.out) or ".", exist_ok=True)
    with open(a.out, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["id", "area"])
        for i in todo:
            w.writerow([i, pred[i]])
    print(f"tagged {len(todo)} preprints in {time.time() - t0:.1f}s -> {a.out}")
    if a.answers:
        with open(a.answers) as f:
            ans = json.load(f)
        acc = sum(pred[int(i)] == v for i, v in ans.items()) / len(ans)
        print(f"accuracy on unrevealed preprints: {acc:.4f}")


if __name__ == "__main__":
    main()
