"""Table 3 as CSV, JSON and text."""
import csv
import json

from .stats import mean_ci, per_10k

COLUMNS = ["workload", "policy", "records", "writes", "syncs", "writes_per_10k",
           "syncs_per_10k", "bytes_per_write", "us_per_record", "us_ci"]


def derive(cell):
    rec = cell["records"]
    us = [t / 1000.0 / rec for t in cell["elapsed_ns"]] if rec else [0.0]
    m, ci = mean_ci(us)
    row = dict(cell)
    row["writes_per_10k"] = round(per_10k(cell["writes"], rec), 2)
    row["syncs_per_10k"] = round(per_10k(cell["syncs"], rec), 2)
    row["bytes_per_write"] = round(cell["bytes"] / cell["writes"], 1) if cell["writes"] else 0.0
    row["us_per_record"] = round(m, 3)
    row["us_ci"] = round(ci, 3)
    return row


def write_csv(rows, path):
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=COLUMNS, extrasaction="ignore")
        w.writeheader()
        for r in rows:
            w.writerow(r)


def write_json(rows, meta, path):
    with open(path, "w") as f:
        json.dump({"meta": meta, "cells": rows}, f, indent=2, sort_keys=True)
        f.write("\n")


def render(rows):
    out = []
    hdr = "%-8s %-9s %10s %10s %10s %8s" % ("workload", "policy", "writes/10k",
                                             "syncs/10k", "B/write", "us/rec")
    out.append(hdr)
    out.append("-" * len(hdr))
    last = None
    for r in rows:
        if last is not None and r["workload"] != last:
            out.append("")
        last = r["workload"]
        out.append("%-8s %-9s %10.2f %10.2f %10.1f %8.3f" % (
            r["workload"], r["policy"], r["writes_per_10k"], r["syncs_per_10k"],
            r["bytes_per_write"], r["us_per_record"]))
    return "\n".join(out)
