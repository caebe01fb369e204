#!/usr/bin/env python3
"""Render one or more results/*.json tables (experiments/table1.py) as a Markdown table.

    python tools/summarize.py results/table1.json [results/other.json ...]

With several files the accuracy columns are put side by side, which is how we compared
seeds while writing the paper.
"""
import argparse
import json


def load(path):
    with open(path) as f:
        doc = json.load(f)
    return doc, {r["method"]: r for r in doc["rows"]}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("files", nargs="+")
    ap.add_argument("--digits", type=int, default=2)
    a = ap.parse_args()
    docs = [load(p) for p in a.files]
    methods = list(docs[0][1])
    if len(docs) == 1:
        print("| method | accuracy | mean NN distance |")
        print("|---|---|---|")
        for m in methods:
            r = docs[0][1][m]
            print(f"| {m} | {r['accuracy']:.{a.digits}f} | {r['mean_nn_distance']:.4f} |")
        return
    head = " | ".join(f"seeds {d['train_seed']}/{d['test_seed']}" for d, _ in docs)
    print(f"| method | {head} |")
    print("|---|" + "---|" * len(docs))
    for m in methods:
        cells = " | ".join(f"{rows[m]['accuracy']:.{a.digits}f}" if m in rows else "-" for _, rows in docs)
        print(f"| {m} | {cells} |")


if __name__ == "__main__":
    main()
