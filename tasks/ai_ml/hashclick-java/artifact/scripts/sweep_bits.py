#!/usr/bin/env python3
"""Finer sweep over the table size (Figure 1 of the workshop version).

    python3 scripts/sweep_bits.py --bits 6-22 --crosses ad:segment,site:device --out results/sweep.csv

Uses the same trainer and click logs as run_table.py; each size is one trainer run.
"""
import argparse
import csv
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
JAR = os.path.join(HERE, "target", "hashclick-1.0.jar")


def parse_range(spec):
    out = []
    for part in spec.split(","):
        if "-" in part:
            lo, hi = part.split("-")
            out.extend(range(int(lo), int(hi) + 1))
        else:
            out.append(int(part))
    return out


def run(train, test, bits, crosses, extra=()):
    cmd = ["java", "-jar", JAR, "--train", train, "--test", test, "--bits", str(bits)]
    if crosses:
        cmd += ["--crosses", crosses]
    cmd += list(extra)
    return json.loads(subprocess.run(cmd, check=True, capture_output=True, text=True).stdout)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data-seed", type=int, default=7)
    ap.add_argument("--bits", default="6-22")
    ap.add_argument("--crosses", default="ad:segment,site:device")
    ap.add_argument("--out", default="results/sweep.csv")
    a = ap.parse_args()
    data = os.path.join(HERE, "data", f"seed-{a.data_seed}")
    if not os.path.exists(os.path.join(data, "test.csv")):
        subprocess.run([sys.executable, os.path.join(HERE, "data", "gen_clicks.py"), "--seed", str(a.data_seed),
                        "--out", data], check=True)
    rows = []
    for b in parse_range(a.bits):
        r = run(os.path.join(data, "train.csv"), os.path.join(data, "test.csv"), b, a.crosses)
        rows.append(r)
        print(f"bits={b:2d} logloss={r['logloss']:.5f} auc={r['auc']:.5f} nonzero={r['nonzero']}")
    os.makedirs(os.path.dirname(a.out) or ".", exist_ok=True)
    with open(a.out, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=["bits", "crosses", "logloss", "auc", "nonzero"])
        w.writeheader()
        w.writerows(rows)


if __name__ == "__main__":
    main()
