#!/usr/bin/env python3
"""WAL bytes per ingested reading during the live tail, per seed (text
version of Figure 3): python3 tools/wal_rate.py results/samples.csv results/summary.json"""
import csv
import json
import sys


def main(samples, summary):
    live = {s["seed"]: s["live_rows"] for s in json.load(open(summary))["seeds"]}
    last = {}
    for r in csv.DictReader(open(samples)):
        if r["phase"] == "live":
            last[int(r["seed"])] = int(r["wal_bytes"])
    for seed in sorted(last):
        rows = live.get(seed) or 0
        if rows:
            print("seed %d: %.1f WAL bytes per reading (%d readings)" % (seed, last[seed] / rows, rows))


if __name__ == "__main__":
    main(*sys.argv[1:3])
