#!/usr/bin/env python3
"""Compare two result CSVs of scripts/eval_ppl.py cell by cell (e.g. a rerun against an old run).

    python3 scripts/compare_tables.py results/table1.csv old/table1.csv --rel 1e-6

Prints one line per (order, discount) with both perplexities and their relative difference,
and exits with status 1 if any cell differs by more than --rel or if the grids differ.
"""
import argparse
import csv
import sys


def load(path):
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    return {(int(r["order"]), round(float(r["discount"]), 4)): r for r in rows}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("--rel", type=float, default=1e-6, help="largest accepted relative difference")
    ap.add_argument("--column", default="ppl")
    a = ap.parse_args()
    ta, tb = load(a.a), load(a.b)
    bad = 0
    if set(ta) != set(tb):
        print(f"grids differ: only in {a.a}: {sorted(set(ta) - set(tb))}; only in {a.b}: {sorted(set(tb) - set(ta))}")
        bad += 1
    for key in sorted(set(ta) & set(tb)):
        x, y = float(ta[key][a.column]), float(tb[key][a.column])
        rel = abs(x - y) / max(abs(y), 1e-300)
        flag = "" if rel <= a.rel else "   <-- differs"
        bad += bool(flag)
        print(f"N={key[0]} D={key[1]:<5} {x:12.4f} {y:12.4f}  rel {rel:.2e}{flag}")
    for col in ("test_tokens", "oov", "ngrams"):
        va = {ta[k].get(col) for k in ta}
        vb = {tb[k].get(col) for k in tb}
        if None not in va and None not in vb and va != vb:
            print(f"{col}: {sorted(va)} vs {sorted(vb)}")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
