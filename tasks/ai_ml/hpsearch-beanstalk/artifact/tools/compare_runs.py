#!/usr/bin/env python3
"""Compare two runs' trial tables (results/*.trials.csv): which trials differ and by how much.

Used for Section 4.2 to show that a bounced run and an undisturbed one agree trial for trial.
"""
import argparse
import csv


def load(path):
    with open(path) as f:
        return {(int(r["rung"]), int(r["trial"])): r for r in csv.DictReader(f)}


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("--tol", type=float, default=1e-4)
    args = ap.parse_args()
    a, b = load(args.a), load(args.b)
    only_a = sorted(set(a) - set(b))
    only_b = sorted(set(b) - set(a))
    diff = []
    for k in sorted(set(a) & set(b)):
        d = abs(float(a[k]["val_acc"]) - float(b[k]["val_acc"]))
        if d > args.tol:
            diff.append((k, d))
    print(f"{len(a)} vs {len(b)} trial results; only in A: {len(only_a)}, only in B: "
          f"{len(only_b)}, different: {len(diff)}")
    for k in only_a[:20]:
        print("  only A", k)
    for k in only_b[:20]:
        print("  only B", k)
    for k, d in diff[:20]:
        print(f"  diff {k}: {d:.4f}")
    return 1 if (only_a or only_b or diff) else 0


if __name__ == "__main__":
    raise SystemExit(main())
