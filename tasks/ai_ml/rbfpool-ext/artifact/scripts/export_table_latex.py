#!/usr/bin/env python3
"""Turn results/table2.json into the LaTeX table of the paper."""
import argparse
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "third_party"))
from tabulate_lite import tabulate  # noqa: E402

NAMES = {"pointwise": "Pointwise MLP", "knnmean": "$k$-NN mean", "rbfpool": "RBF pooling (ours)"}


def main():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--results", default=os.path.join(ROOT, "results", "table2.json"))
    p.add_argument("--fmt", default="latex", choices=["latex", "github", "simple"])
    args = p.parse_args()
    with open(args.results) as f:
        res = json.load(f)
    rows = []
    for v in ("pointwise", "knnmean", "rbfpool"):
        if v in res["variants"]:
            r = res["variants"][v]
            rows.append([NAMES[v], 100.0 * r["accuracy"], r["nll"]])
    print(tabulate(rows, headers=["Method", "Acc. (%)", "NLL"], tablefmt=args.fmt, floatfmt=".2f"))


if __name__ == "__main__":
    main()
