#!/usr/bin/env python3
"""Aggregate runs.csv into Table 2 (table2.csv) and summary.json.

Table 2, per workload and granule, means over seeds:
  mpka           TLB misses per 1000 accesses
  refs_per_walk  descriptor reads per TLB miss (after the walk cache)
  table_kib      translation-table memory
  resident_kib   data memory touched (granule-rounded)
"""
import argparse
import csv
import json
import os
from collections import OrderedDict, defaultdict

GRANULE_ORDER = ["4k", "16k", "64k"]


def load_runs(path):
    with open(path, newline="") as fh:
        rows = list(csv.DictReader(fh))
    for r in rows:
        for k in ("seed", "accesses", "misses", "refs", "pwc_hits", "faults",
                  "tables", "table_kib", "resident_kib", "flushes"):
            r[k] = int(r[k])
    return rows


def aggregate(rows):
    groups = OrderedDict()
    for r in rows:
        groups.setdefault((r["workload"], r["granule"]), []).append(r)
    table = []
    for (wl, gran), rs in groups.items():
        n = len(rs)
        table.append(OrderedDict([
            ("workload", wl),
            ("granule", gran),
            ("seeds", n),
            ("mpka", round(sum(1000.0 * r["misses"] / r["accesses"] for r in rs) / n, 3)),
            ("refs_per_walk", round(sum(r["refs"] / r["misses"] for r in rs) / n, 4)),
            ("table_kib", round(sum(r["table_kib"] for r in rs) / n, 1)),
            ("resident_kib", round(sum(r["resident_kib"] for r in rs) / n, 1)),
        ]))
    return table


def summarise(table):
    by_gran = defaultdict(list)
    for row in table:
        by_gran[row["granule"]].append(row)
    summary = OrderedDict()
    for g in sorted(by_gran, key=lambda g: GRANULE_ORDER.index(g) if g in GRANULE_ORDER else 99):
        rows = by_gran[g]
        summary[g] = OrderedDict([
            ("mean_mpka", round(sum(r["mpka"] for r in rows) / len(rows), 3)),
            ("mean_refs_per_walk", round(sum(r["refs_per_walk"] for r in rows) / len(rows), 4)),
            ("mean_table_kib", round(sum(r["table_kib"] for r in rows) / len(rows), 1)),
            ("mean_resident_kib", round(sum(r["resident_kib"] for r in rows) / len(rows), 1)),
        ])
    return summary


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--runs", default="results/runs.csv")
    ap.add_argument("--out", default="results")
    args = ap.parse_args(argv)

    rows = load_runs(args.runs)
    table = aggregate(rows)
    with open(os.path.join(args.out, "table2.csv"), "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(table[0].keys()))
        w.writeheader()
        w.writerows(table)
    summary = {"runs": len(rows), "by_granule": summarise(table), "table2": table}
    with open(os.path.join(args.out, "summary.json"), "w") as fh:
        json.dump(summary, fh, indent=2)

    print(f"{'workload':8} {'gran':5} {'MPKA':>9} {'refs/walk':>10} {'tables KiB':>11} {'resident KiB':>13}")
    for r in table:
        print(f"{r['workload']:8} {r['granule']:5} {r['mpka']:9.3f} {r['refs_per_walk']:10.4f} "
              f"{r['table_kib']:11.1f} {r['resident_kib']:13.1f}")


if __name__ == "__main__":
    main()
