#!/usr/bin/env python3
"""Summarise a directory of sfqsim JSON results (Figure 4 and ad-hoc studies).

    summarize_runs.py out/perturb --metric jain --by sfq
"""
import argparse
import glob
import json
import os
import statistics


def rows(directory):
    for path in sorted(glob.glob(os.path.join(directory, "*.json"))):
        with open(path) as f:
            doc = json.load(f)
        for row in doc["rows"]:
            row = dict(row)
            row["_file"] = os.path.basename(path)
            row["_perturb"] = doc["config"].get("perturb")
            row["_seed"] = doc["config"].get("seed")
            yield row


def quantiles(values, qs=(0.05, 0.25, 0.5, 0.75, 0.95)):
    s = sorted(values)
    out = []
    for q in qs:
        k = q * (len(s) - 1)
        lo = int(k)
        hi = min(lo + 1, len(s) - 1)
        out.append(s[lo] + (s[hi] - s[lo]) * (k - lo))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("directory")
    ap.add_argument("--metric", default="jain")
    ap.add_argument("--by", default="", help="only schedulers whose name starts with this")
    ap.add_argument("--csv", help="also write the raw values as CSV")
    args = ap.parse_args()
    groups = {}
    raw = []
    for r in rows(args.directory):
        if not r["scheduler"].startswith(args.by):
            continue
        groups.setdefault(r["scheduler"], []).append(r[args.metric])
        raw.append((r["scheduler"], r["_perturb"], r["_seed"], r[args.metric]))
    if not groups:
        raise SystemExit("nothing matched")
    print("%-10s %5s %9s %9s %9s %9s %9s %9s" % ("scheduler", "n", "mean", "q05", "q25", "q50", "q75", "q95"))
    for name in sorted(groups):
        v = groups[name]
        q = quantiles(v)
        print("%-10s %5d %9.4f %9.4f %9.4f %9.4f %9.4f %9.4f" % (name, len(v), statistics.mean(v), *q))
    if args.csv:
        with open(args.csv, "w") as f:
            f.write("scheduler,perturb,seed,%s\n" % args.metric)
            for t in raw:
                f.write("%s,%s,%s,%s\n" % t)


if __name__ == "__main__":
    main()
