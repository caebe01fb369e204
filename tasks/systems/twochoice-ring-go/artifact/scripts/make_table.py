#!/usr/bin/env python3
"""Format results/table2.csv as the paper's Table 2 and write the summary."""
import csv
import json
import sys

rows = list(csv.DictReader(open("results/table2.csv")))
if not rows:
    sys.exit("results/table2.csv is empty")
by = {r["policy"]: r for r in rows}
lines = ["| policy | peak/mean load | keys moved, server leaves (%) | keys moved, server joins (%) |",
         "|---|---:|---:|---:|"]
for r in rows:
    lines.append("| %s | %.3f | %.2f | %.2f |" % (r["policy"], float(r["peak_to_mean"]),
                                               float(r["moved_remove_pct"]), float(r["moved_add_pct"])))
open("results/table2.md", "w").write("\n".join(lines) + "\n")
print("\n".join(lines))

summary = {}
if "ring" in by and "ring-2c" in by:
    summary["peak_reduction_2c_vs_ring_pct"] = round(
        100 * (float(by["ring"]["peak_to_mean"]) - float(by["ring-2c"]["peak_to_mean"]))
        / float(by["ring"]["peak_to_mean"]), 1)
if "ring-bounded" in by and "ring-2c" in by:
    summary["movement_ratio_bounded_vs_2c"] = round(
        float(by["ring-bounded"]["moved_remove_pct"]) / float(by["ring-2c"]["moved_remove_pct"]), 2)
json.dump(summary, open("results/summary.json", "w"), indent=2)
print(summary)
