#!/usr/bin/env python3
"""Variance-reduction factors from a genzmc table.

usage: python3 scripts/summarize.py results/table1.csv

writes results/<stem>_vrf.csv: for every (family, d) the factor
(stderr of plain MC / stderr of the method)^2 and the error in units of stderr.
"""
import csv
import os
import sys


def main(path):
    with open(path) as fh:
        rows = list(csv.DictReader(fh))
    if not rows:
        raise SystemExit("%s: empty table" % path)
    plain = {(r["family"], r["d"]): float(r["stderr"]) for r in rows if r["method"] == "mc"}
    out = []
    for r in rows:
        se = float(r["stderr"])
        base = plain[(r["family"], r["d"])]
        out.append({
            "family": r["family"], "d": int(r["d"]), "method": r["method"],
            "vrf": round((base / se) ** 2, 4),
            "z": round(abs(float(r["estimate"]) - float(r["exact"])) / se, 3),
        })
    stem = os.path.splitext(path)[0]
    with open(stem + "_vrf.csv", "w", newline="") as fh:
        wr = csv.DictWriter(fh, fieldnames=list(out[0]))
        wr.writeheader()
        wr.writerows(out)
    print("%-12s %3s  %12s %12s" % ("family", "d", "antithetic", "rqmc-halton"))
    for fam in dict.fromkeys(r["family"] for r in out):
        for d in sorted({r["d"] for r in out if r["family"] == fam}):
            v = {r["method"]: r["vrf"] for r in out if r["family"] == fam and r["d"] == d}
            print("%-12s %3d  %12.2f %12.2f" % (fam, d, v["antithetic"], v["rqmc-halton"]))


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    main(sys.argv[1])
