#!/usr/bin/env python3
"""Markdown version of results/table3.csv plus a JSON summary."""
import csv
import json

rows = list(csv.DictReader(open("results/table3.csv")))
lines = ["| protocol | n | mean rounds | median rounds | max rounds | messages/node |",
         "|---|---:|---:|---:|---:|---:|"]
for r in rows:
    lines.append("| %s | %s | %s | %s | %s | %s |" % (r["protocol"], r["n"], r["mean_rounds"], r["median_rounds"],
                                                      r["max_rounds"], r["messages_per_node"]))
open("results/table3.md", "w").write("\n".join(lines) + "\n")
print("\n".join(lines))
fp = open("results/fingerprint.txt").read().strip()
json.dump({"fingerprint": fp, "rows": rows}, open("results/summary.json", "w"), indent=2)
