#!/usr/bin/env python
"""Compare two results tables row by row (e.g. a rerun against a saved run).

Prints the relative difference of every mean and standard deviation, and exits with status 1 if
any differs by more than --rel.
"""
import argparse
import sys

import pandas as pd


def keyed(path):
    table = pd.read_csv(path)
    table["components"] = table["components"].astype(int)
    return table.set_index(["method", "components"])[["rmse_mean", "rmse_std"]]


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("--rel", type=float, default=1e-3)
    args = ap.parse_args()
    a, b = keyed(args.a), keyed(args.b)
    rows = sorted(set(a.index) | set(b.index))
    worst = 0.0
    print("%-10s %6s %12s %12s %9s %9s" % ("method", "m", "mean_a", "mean_b", "rel_mean", "rel_std"))
    for key in rows:
        if key not in a.index or key not in b.index:
            print("%-10s %6d   only in %s" % (key[0], key[1], "a" if key in a.index else "b"))
            worst = float("inf")
            continue
        ma, sa = a.loc[key]
        mb, sb = b.loc[key]
        rm = abs(ma - mb) / abs(ma) if ma else abs(mb)
        rs = abs(sa - sb) / abs(sa) if sa else abs(sb)
        worst = max(worst, rm, rs)
        print("%-10s %6d %12.6f %12.6f %9.2e %9.2e" % (key[0], key[1], ma, mb, rm, rs))
    print("largest relative difference: %.2e" % worst)
    sys.exit(0 if worst <= args.rel else 1)


if __name__ == "__main__":
    main()
