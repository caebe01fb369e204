#!/usr/bin/env python3
"""Compare two result directories (summary.json + windows.csv) side by side.

    python3 scripts/compare_runs.py results-laptop results

Prints the settings that differ, the per-minute memory and the Table 4 rows
of both runs with their difference, and the queries whose exact count differs
(the exact counts depend only on the seed and the stream parameters, so any
difference there means the two runs did not use the same configuration).
"""
import csv
import json
import sys
from pathlib import Path


def load(d):
    d = Path(d)
    summary = json.loads((d / "summary.json").read_text())
    with open(d / "windows.csv", newline="") as f:
        rows = {(int(r["window"]), int(r["start"])): r for r in csv.DictReader(f)}
    return summary, rows


def pct(a, b):
    return float("nan") if not a else 100.0 * (b - a) / a


def main(argv):
    if len(argv) != 3:
        sys.exit(__doc__.strip().splitlines()[2].strip())
    (sa, ra), (sb, rb) = load(argv[1]), load(argv[2])
    print(f"A = {argv[1]}\nB = {argv[2]}\n")

    keys = sorted(set(sa.get("settings", {})) | set(sb.get("settings", {})))
    diff = [(k, sa["settings"].get(k), sb["settings"].get(k)) for k in keys
            if sa.get("settings", {}).get(k) != sb.get("settings", {}).get(k)]
    print("settings:", "identical" if not diff else "")
    for k, a, b in diff:
        print(f"  {k:28s} {a!s:>12s}  {b!s:>12s}")
    for k in ("seed", "minutes"):
        if sa.get(k) != sb.get(k):
            print(f"  {k:28s} {sa.get(k)!s:>12s}  {sb.get(k)!s:>12s}")

    print("\nper minute                        A             B      B-A %")
    for k in ("distinct_per_minute", "set_bytes_per_minute", "hll_bytes_per_minute", "memory_ratio"):
        a, b = sa.get(k), sb.get(k)
        if a is None or b is None:
            continue
        print(f"  {k:24s} {a:12.1f}  {b:12.1f}  {pct(a, b):+8.2f}")

    print("\nTable 4 (mean|err|% / max|err|%)")
    ta = {t["window"]: t for t in sa.get("table4", [])}
    tb = {t["window"]: t for t in sb.get("table4", [])}
    for w in sorted(set(ta) | set(tb)):
        a, b = ta.get(w), tb.get(w)
        fa = f"{a['mean_abs_rel_err_pct']:.3f}/{a['max_abs_rel_err_pct']:.3f}" if a else "-"
        fb = f"{b['mean_abs_rel_err_pct']:.3f}/{b['max_abs_rel_err_pct']:.3f}" if b else "-"
        print(f"  {w:4d}  {fa:>15s}  {fb:>15s}")

    bad = [k for k in sorted(set(ra) & set(rb)) if ra[k]["exact"] != rb[k]["exact"]]
    only = len(set(ra) ^ set(rb))
    print(f"\nqueries: {len(set(ra) & set(rb))} common, {only} in one run only, "
          f"{len(bad)} with different exact counts")
    for w, s in bad[:10]:
        print(f"  window {w} start {s}: {ra[(w, s)]['exact']} vs {rb[(w, s)]['exact']}")


if __name__ == "__main__":
    main(sys.argv)
