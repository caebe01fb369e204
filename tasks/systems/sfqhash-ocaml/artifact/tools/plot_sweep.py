#!/usr/bin/env python3
"""Figure 3: Jain's index and mouse p99 delay against the SFQ bucket count.

Reads the JSON files written by scripts/run_sweep.sh (one per seed and bucket
count) and plots the mean over seeds with min/max whiskers.
"""
import argparse
import collections
import glob
import json
import os
import statistics


def load(directory):
    points = collections.defaultdict(lambda: collections.defaultdict(list))
    drr = collections.defaultdict(list)
    for path in sorted(glob.glob(os.path.join(directory, "*.json"))):
        with open(path) as f:
            doc = json.load(f)
        for row in doc["rows"]:
            name = row["scheduler"]
            if name.startswith("sfq-"):
                b = int(name.split("-")[1])
                points[b]["jain"].append(row["jain"])
                points[b]["p99"].append(row["mice_p99_delay"])
            elif name == "drr":
                drr["jain"].append(row["jain"])
                drr["p99"].append(row["mice_p99_delay"])
    return points, drr


def summary(values):
    return statistics.mean(values), min(values), max(values)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("directory")
    ap.add_argument("--out", default="figure3.pdf")
    ap.add_argument("--no-plot", action="store_true", help="print the series only")
    args = ap.parse_args()
    points, drr = load(args.directory)
    if not points:
        raise SystemExit("no sfq rows found in %s" % args.directory)
    xs = sorted(points)
    jain = [summary(points[b]["jain"]) for b in xs]
    p99 = [summary(points[b]["p99"]) for b in xs]
    for b, j, p in zip(xs, jain, p99):
        print("%5d  jain %.4f [%.4f, %.4f]  p99 %9.0f" % (b, j[0], j[1], j[2], p[0]))
    if args.no_plot:
        return
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (a1, a2) = plt.subplots(1, 2, figsize=(8, 3))
    a1.errorbar(xs, [j[0] for j in jain],
                yerr=[[j[0] - j[1] for j in jain], [j[2] - j[0] for j in jain]], marker="o")
    if drr["jain"]:
        a1.axhline(statistics.mean(drr["jain"]), ls="--", color="grey", label="per-flow DRR")
        a1.legend()
    a1.set_xscale("log", base=2)
    a1.set_xlabel("buckets")
    a1.set_ylabel("Jain's index (elephants)")
    a2.plot(xs, [p[0] for p in p99], marker="s")
    a2.set_xscale("log", base=2)
    a2.set_xlabel("buckets")
    a2.set_ylabel("mouse p99 delay (byte-times)")
    fig.tight_layout()
    fig.savefig(args.out)
    print("wrote", args.out)


if __name__ == "__main__":
    main()
