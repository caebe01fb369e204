#!/usr/bin/env python
"""Collect per-experiment result files into a table (JSON + Markdown).

    python tools/make_table.py --results results --rows a,b,c --out results/table2
"""
import argparse
import json
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "third_party"))
from tabulate_lite import tabulate  # noqa: E402

LABELS = {
    "table2_scratch": "GRU, scratch",
    "table2_warmstart": "GRU, copy warm-start (ours)",
    "table2_transformer": "Causal transformer",
    "appendix_lstm": "LSTM, scratch",
    "appendix_bigru": "BiGRU (non-causal)",
}
COLUMNS = ("token_acc", "tail_acc", "seq_acc")


def fmt(v):
    if v is None or (isinstance(v, float) and math.isnan(v)):
        return "-"
    return "%.4f" % v


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--results", default="results")
    ap.add_argument("--rows", required=True)
    ap.add_argument("--out", required=True, help="output path without extension")
    a = ap.parse_args()
    rows, splits = [], set()
    for name in a.rows.split(","):
        path = os.path.join(a.results, name + ".json")
        with open(path) as f:
            r = json.load(f)
        splits.add(r.get("split"))
        row = {"experiment": name, "label": LABELS.get(name, name), "split": r.get("split")}
        for c in COLUMNS:
            v = r.get(c)
            row[c] = None if v is None or (isinstance(v, float) and math.isnan(v)) else round(float(v), 4)
        row["epochs"] = r.get("epochs")
        row["torch"] = r.get("torch")
        rows.append(row)
    if len(splits) > 1:
        print("warning: rows were evaluated on different splits: %s" % sorted(map(str, splits)), file=sys.stderr)
    d = os.path.dirname(a.out)
    if d:
        os.makedirs(d, exist_ok=True)
    with open(a.out + ".json", "w") as f:
        json.dump({"rows": rows}, f, indent=2)
        f.write("\n")
    table = tabulate([[r["label"]] + [fmt(r[c]) for c in COLUMNS] for r in rows],
                     headers=["model", "token acc", "tail acc", "seq acc"], align="lrrr")
    with open(a.out + ".md", "w") as f:
        f.write(table + "\n")
    print(table)


if __name__ == "__main__":
    main()
