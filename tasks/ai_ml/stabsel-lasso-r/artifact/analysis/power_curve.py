#!/usr/bin/env python3
"""Power against FDR for the thresholds pi in a grid, from a selection-probability CSV.

R/run_table.R --probs results/probs.csv writes, per scenario, every variable's maximal selection
probability and whether it is active. This script sweeps the threshold and prints, per scenario,
the number selected, TPR and FDR at each threshold (the discussion's Figure 2).
"""
import argparse
import csv
from collections import defaultdict


def load(path):
    by = defaultdict(list)
    with open(path, newline="") as f:
        for r in csv.DictReader(f):
            by[r["scenario"]].append((float(r["prob"]), r["active"].upper() == "TRUE"))
    return by


def sweep(rows, thresholds):
    n_active = sum(1 for _, act in rows if act)
    out = []
    for t in thresholds:
        sel = [act for p, act in rows if p >= t]
        tp = sum(sel)
        out.append((t, len(sel), tp / n_active if n_active else float("nan"),
                    (len(sel) - tp) / len(sel) if sel else 0.0))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("probs")
    ap.add_argument("--from", dest="lo", type=float, default=0.55)
    ap.add_argument("--to", dest="hi", type=float, default=0.95)
    ap.add_argument("--step", type=float, default=0.05)
    a = ap.parse_args()
    k = int(round((a.hi - a.lo) / a.step))
    thresholds = [round(a.lo + i * a.step, 4) for i in range(k + 1)]
    for name, rows in load(a.probs).items():
        print(name)
        for t, s, tpr, fdr in sweep(rows, thresholds):
            print("  pi=%.2f  selected=%3d  TPR=%.3f  FDR=%.3f" % (t, s, tpr, fdr))


if __name__ == "__main__":
    main()
