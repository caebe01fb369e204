#!/usr/bin/env python3
"""Turn results/fig3.csv into the paper's Figure 3 data table and summary."""
import csv
import json

rows = list(csv.DictReader(open("results/fig3.csv")))
sizes = sorted({int(r["cache_mb"]) for r in rows})
pols = []
for r in rows:
    if r["policy"] not in pols:
        pols.append(r["policy"])
by = {(r["policy"], int(r["cache_mb"])): r for r in rows}
lines = ["| policy | " + " | ".join("%d MB hit / byte-hit" % s for s in sizes) + " |",
         "|---|" + "---:|" * len(sizes)]
for p in pols:
    lines.append("| %s | " % p + " | ".join(
        "%.4f / %.4f" % (float(by[(p, s)]["hit_ratio"]), float(by[(p, s)]["byte_hit_ratio"])) for s in sizes) + " |")
open("results/fig3.md", "w").write("\n".join(lines) + "\n")
print("\n".join(lines))
summary = {"secondhit_gain_over_lru_pct": {
    str(s): round(100 * (float(by[("secondhit", s)]["hit_ratio"]) - float(by[("lru", s)]["hit_ratio"]))
                  / float(by[("lru", s)]["hit_ratio"]), 2) for s in sizes}}
json.dump(summary, open("results/summary.json", "w"), indent=2)
print(summary)
