#!/usr/bin/env python3
"""Build Table 2 (results/table2.csv) from the lsmbench JSON reports.

usage: make_table.py RUNS_DIR OUT_CSV
"""
import csv
import json
import os
import sys

WORKLOADS = ["uniform", "hotspot"]
POLICIES = ["uniform", "mpb"]
COLUMNS = ["workload", "policy", "write_amp", "flushes", "compactions", "filter_kib",
           "bloom_fp", "fp_per_1k_neg_probes", "block_reads", "cache_hit_pct",
           "gets_found", "live_keys", "checksum", "kops_per_s"]


def row(rep):
    negatives = rep["bloom_negatives"] + rep["bloom_false_pos"]
    lookups = rep["cache_hits"] + rep["cache_misses"]
    return {
        "workload": rep["workload"],
        "policy": rep["policy"],
        "write_amp": "%.4f" % rep["write_amp"],
        "flushes": rep["flushes"],
        "compactions": rep["compactions"],
        "filter_kib": "%.1f" % (rep["filter_bits"] / 8192.0),
        "bloom_fp": rep["bloom_false_pos"],
        "fp_per_1k_neg_probes": "%.2f" % (1000.0 * rep["bloom_false_pos"] / negatives
                                           if negatives else 0.0),
        "block_reads": rep["block_reads"],
        "cache_hit_pct": "%.1f" % (100.0 * rep["cache_hits"] / lookups if lookups else 0.0),
        "gets_found": rep["gets_found"],
        "live_keys": rep["live_keys"],
        "checksum": rep["checksum"],
        "kops_per_s": "%.0f" % (rep["ops_per_sec"] / 1000.0),
    }


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    runs, out = sys.argv[1], sys.argv[2]
    rows = []
    for wl in WORKLOADS:
        for pol in POLICIES:
            path = os.path.join(runs, "%s-%s.json" % (wl, pol))
            with open(path) as fh:
                rows.append(row(json.load(fh)))
    os.makedirs(os.path.dirname(out) or ".", exist_ok=True)
    with open(out, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=COLUMNS)
        w.writeheader()
        w.writerows(rows)
    widths = [max(len(c), *(len(str(r[c])) for r in rows)) for c in COLUMNS[:12]]
    print("  ".join(c.ljust(n) for c, n in zip(COLUMNS[:12], widths)))
    for r in rows:
        print("  ".join(str(r[c]).ljust(n) for c, n in zip(COLUMNS[:12], widths)))
    print("wrote %s" % out)


if __name__ == "__main__":
    main()
