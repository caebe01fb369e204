#!/usr/bin/env python3
"""Turn the raw counters of `tenuresim table` (results/runs.csv) into Table 2.

Writes, into the output directory:
  table2.csv    one row per workload x policy, the columns of Table 2
  table2.md     the same as a Markdown table (as in the paper)
  summary.json  the headline numbers quoted in the abstract

Only the standard library is needed (the cluster's Python had no pandas).
"""
import csv
import json
import os
import sys

TABLE_COLUMNS = [
    ("minor_gcs", "minor GCs"),
    ("major_gcs", "major GCs"),
    ("copied_kb", "copied KiB"),
    ("promoted_kb", "promoted KiB"),
    ("traced_kb", "traced KiB"),
    ("pretenured_kb", "pretenured KiB"),
    ("peak_kb", "peak heap KiB"),
    ("gc_cost_kcycles", "GC cost (kcycles)"),
]
BASELINE = "fixed-4"      # HotSpot-like default threshold; costs are relative to it
PROPOSED = "adaptive+pretenure"


def read_runs(path):
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    if not rows:
        sys.exit("make_table.py: %s has no rows" % path)
    for r in rows:
        for key, _ in TABLE_COLUMNS:
            r[key] = int(r[key])
    return rows


def relative_costs(rows):
    base = {r["workload"]: r["gc_cost_kcycles"] for r in rows if r["policy"] == BASELINE}
    out = {}
    for r in rows:
        b = base.get(r["workload"])
        out[(r["workload"], r["policy"])] = (r["gc_cost_kcycles"] / b) if b else float("nan")
    return out


def write_csv(rows, rel, path):
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["workload", "policy"] + [k for k, _ in TABLE_COLUMNS] + ["rel_cost"])
        for r in rows:
            w.writerow([r["workload"], r["policy"]] + [r[k] for k, _ in TABLE_COLUMNS]
                       + ["%.3f" % rel[(r["workload"], r["policy"])]])


def write_md(rows, rel, path):
    hdr = ["workload", "policy"] + [label for _, label in TABLE_COLUMNS] + ["cost vs %s" % BASELINE]
    lines = ["| " + " | ".join(hdr) + " |", "|" + "---|" * len(hdr)]
    for r in rows:
        cells = [r["workload"], r["policy"]] + ["{:,}".format(r[k]) for k, _ in TABLE_COLUMNS]
        cells.append("%.3f" % rel[(r["workload"], r["policy"])])
        lines.append("| " + " | ".join(cells) + " |")
    with open(path, "w") as f:
        f.write("Table 2: collector work per workload and tenuring policy\n\n")
        f.write("\n".join(lines) + "\n")


def summary(rows, rel):
    out = {"baseline": BASELINE, "proposed": PROPOSED, "workloads": {}}
    savings = []
    for wl in sorted({r["workload"] for r in rows}):
        mine = [r for r in rows if r["workload"] == wl]
        best = min(mine, key=lambda r: (r["gc_cost_kcycles"], r["policy"]))
        entry = {"best_policy": best["policy"],
                 "best_cost_kcycles": best["gc_cost_kcycles"]}
        if (wl, PROPOSED) in rel and (wl, BASELINE) in rel:
            saving = round(100.0 * (1.0 - rel[(wl, PROPOSED)]), 1)
            entry["saving_vs_baseline_pct"] = saving
            savings.append(saving)
        out["workloads"][wl] = entry
    if savings:
        out["mean_saving_pct"] = round(sum(savings) / len(savings), 1)
    return out


def main(argv):
    if len(argv) != 3:
        sys.exit("usage: make_table.py RUNS_CSV OUT_DIR")
    rows = read_runs(argv[1])
    os.makedirs(argv[2], exist_ok=True)
    rel = relative_costs(rows)
    write_csv(rows, rel, os.path.join(argv[2], "table2.csv"))
    write_md(rows, rel, os.path.join(argv[2], "table2.md"))
    with open(os.path.join(argv[2], "summary.json"), "w") as f:
        json.dump(summary(rows, rel), f, indent=2, sort_keys=True)
        f.write("\n")
    with open(os.path.join(argv[2], "table2.md")) as f:
        sys.stdout.write(f.read())


if __name__ == "__main__":
    main(sys.argv)
