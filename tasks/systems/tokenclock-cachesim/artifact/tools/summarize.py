#!/usr/bin/env python3
"""Pivot a cachesim CSV (output.format = csv, or a tools/sweep.py result) into a
table of hit ratios: one row per (trace, capacity), one column per policy.

    python3 tools/summarize.py results/admission.csv
    python3 tools/summarize.py results/sweeps/paper-traces.csv --markdown
"""
import argparse
import csv
from collections import OrderedDict


def pivot(rows):
    table, policies = OrderedDict(), []
    for r in rows:
        label = r["policy"] + (f" [{r['overrides']}]" if r.get("overrides") else "")
        if label not in policies:
            policies.append(label)
        table.setdefault((r["trace"], int(r["capacity"])), {})[label] = float(r["hit_ratio"])
    return table, policies


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("csv")
    ap.add_argument("--markdown", action="store_true")
    args = ap.parse_args()
    with open(args.csv, newline="") as f:
        table, policies = pivot(csv.DictReader(f))
    if args.markdown:
        print("| trace | size | " + " | ".join(policies) + " |")
        print("|---|---:|" + "---:|" * len(policies))
        for (trace, cap), cells in table.items():
            print(f"| {trace} | {cap} | " + " | ".join(
                f"{cells[p]:.4f}" if p in cells else "" for p in policies) + " |")
        return
    width = max([10] + [len(p) for p in policies])
    print(f"{'trace':20s} {'size':>7s} " + " ".join(f"{p:>{width}s}" for p in policies))
    for (trace, cap), cells in table.items():
        print(f"{trace:20s} {cap:7d} " + " ".join(
            f"{cells[p]:>{width}.4f}" if p in cells else " " * width for p in policies))


if __name__ == "__main__":
    main()
