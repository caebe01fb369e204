#!/usr/bin/env python3
"""Perplexity of interpolated Kneser-Ney models of increasing order (Table 1)."""
import argparse
import csv
import os
import re
import subprocess
import sys


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--bin", required=True, help="the knlm executable")
    ap.add_argument("--train", required=True)
    ap.add_argument("--test", required=True)
    ap.add_argument("--orders", type=int, nargs="+", default=[1, 2, 3, 4, 5])
    ap.add_argument("--discounts", type=float, nargs="+", default=[0.5, 0.75, 0.9])
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    for path in (a.bin, a.train, a.test):
        if not os.path.exists(path):
            sys.exit(f"not found: {path}")
    rows = []
    for d in a.discounts:
        for n in a.orders:
            out = subprocess.run([a.bin, "--train", a.train, "--test", a.test, "--order", str(n),
                                  "--discount", str(d)], check=True, capture_output=True, text=True).stdout
            m = dict(re.findall(r"(\w+)=([\d.]+)", out))
            rows.append({"order": n, "discount": d, "ngrams": int(m["ngrams"]),
                         "test_tokens": int(m["test_tokens"]), "oov": int(m["oov"]), "ppl": float(m["ppl"])})
            print(f"order {n} discount {d:.2f}: perplexity {float(m['ppl']):9.4f}  ({m['ngrams']} n-grams)")
    os.makedirs(os.path.dirname(a.out) or ".", exist_ok=True)
    with open(a.out, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
