#!/usr/bin/env python3
"""Convergence study (Figure 2 of the draft; not in the workshop version).

Runs genzmc for n = 2^10 .. 2^16 on one family and dimension and fits the
observed rate of the standard error, stderr ~ n^-rate, for every method.

usage: python3 scripts/convergence.py [--family peak] [--d 8] [--seed 2718]
                                      [--kmin 10] [--kmax 16] [--out results/conv.csv]
"""
import argparse
import csv
import io
import math
import os
import subprocess
import sys

BIN = os.path.join(os.path.dirname(__file__), "..", "target", "release", "genzmc")


def run(seed, family, d, n, replicas):
    cmd = [BIN, "--seed", str(seed), "--families", family, "--dims", str(d),
           "--n", str(n), "--replicas", str(replicas)]
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    return list(csv.DictReader(io.StringIO(out)))


def slope(xs, ys):
    """Least-squares slope of ys against xs."""
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    sxx = sum((x - mx) ** 2 for x in xs)
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    return sxy / sxx


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--family", default="peak")
    ap.add_argument("--d", type=int, default=8)
    ap.add_argument("--seed", type=int, default=2718)
    ap.add_argument("--replicas", type=int, default=16)
    ap.add_argument("--kmin", type=int, default=10)
    ap.add_argument("--kmax", type=int, default=16)
    ap.add_argument("--out", default="results/conv.csv")
    args = ap.parse_args(argv)
    if not os.path.exists(BIN):
        sys.exit("build first: cargo build --release")

    rows = []
    for k in range(args.kmin, args.kmax + 1):
        for r in run(args.seed, args.family, args.d, 1 << k, args.replicas):
            rows.append({"k": k, "method": r["method"], "stderr": float(r["stderr"]),
                         "abs_error": float(r["abs_error"])})
    os.makedirs(os.path.dirname(args.out) or ".", exist_ok=True)
    with open(args.out, "w", newline="") as fh:
        wr = csv.DictWriter(fh, fieldnames=["k", "method", "stderr", "abs_error"])
        wr.writeheader()
        wr.writerows(rows)

    print("%s, d = %d: observed rates (stderr ~ n^-rate)" % (args.family, args.d))
    for m in dict.fromkeys(r["method"] for r in rows):
        pts = [(r["k"] * math.log(2), math.log(r["stderr"])) for r in rows if r["method"] == m]
        rate = -slope([p[0] for p in pts], [p[1] for p in pts])
        print("  %-12s %.2f" % (m, rate))


if __name__ == "__main__":
    main()
