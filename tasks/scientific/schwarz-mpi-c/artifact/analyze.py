#!/usr/bin/env python3
"""Collect the Schwarz runs of one table and fit the asymptotic contraction rate.

usage: python3 analyze.py results/<name>

reads results/<name>_m*.log (output of bin/schwarz), writes results/<name>.csv
"""
import csv
import glob
import math
import re
import sys

RESULT = re.compile(r"RESULT P=(\d+) N=(\d+) m=(\d+) iters=(\d+) update=(\S+) err_max=(\S+) err_l2=(\S+)")
ITER = re.compile(r"ITER (\d+) (\S+)")


def fit_rate(hist):
    """exp(slope) of log(update) against iteration, over the second half of the
    history (the first sweeps are dominated by the fast-decaying modes)."""
    pts = [(k, math.log(u)) for k, u in hist if u > 0]
    pts = pts[len(pts) // 2:]
    n = len(pts)
    if n < 4:
        return float("nan")
    mx = sum(k for k, _ in pts) / n
    my = sum(v for _, v in pts) / n
    sxx = sum((k - mx) ** 2 for k, _ in pts)
    sxy = sum((k - mx) * (v - my) for k, v in pts)
    return math.exp(sxy / sxx)


def main(prefix):
    rows = []
    for path in sorted(glob.glob(prefix + "_m*.log"), key=lambda p: int(re.search(r"_m(\d+)\.log$", p).group(1))):
        text = open(path).read()
        res = RESULT.search(text)
        if not res:
            raise SystemExit("%s: no RESULT line (did the MPI run fail?)" % path)
        P, N, m, iters = (int(res.group(i)) for i in range(1, 5))
        hist = [(int(a), float(b)) for a, b in ITER.findall(text)]
        rows.append({
            "P": P, "N": N, "m": m, "overlap": round((2 * m + 2) / N, 6), "iters": iters,
            "rate": round(fit_rate(hist), 6),
            "err_max": float(res.group(6)), "err_l2": float(res.group(7)),
        })
    if not rows:
        raise SystemExit("no logs matching %s_m*.log" % prefix)
    with open(prefix + ".csv", "w", newline="") as fh:
        wr = csv.DictWriter(fh, fieldnames=list(rows[0]))
        wr.writeheader()
        wr.writerows(rows)
    print("%4s %9s %6s %9s %12s" % ("m", "overlap", "iters", "rate", "err_max"))
    for r in rows:
        print("%4d %9.5f %6d %9.5f %12.4e" % (r["m"], r["overlap"], r["iters"], r["rate"], r["err_max"]))


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    main(sys.argv[1])
