#!/usr/bin/env python3
"""Table 1: wall error of BGK and TRT for force-driven channel flow.

usage: python3 run_table1.py [params/table1.txt]
"""
import csv
import os
import sys

import numpy as np

import lbmflow


def read_params(path):
    prm = {}
    for line in open(path):
        line = line.split("#", 1)[0].strip()
        if line:
            k, v = (t.strip() for t in line.split("=", 1))
            prm[k] = v
    return prm


def main(path):
    prm = read_params(path)
    ny, force = int(prm["ny"]), float(prm["force"])
    taus = [float(t) for t in prm["tau"].split()]
    name = prm.get("name", "table1")
    rows = []
    for tau in taus:
        ue = lbmflow.poiseuille(ny, tau, force)
        for coll in ("bgk", "trt"):
            u, it, res = lbmflow.simulate(ny, tau, force, collision=coll)
            rows.append({
                "ny": ny, "tau": tau, "collision": coll, "steps": it,
                "u_max": "%.12e" % u.max(),
                "u_max_exact": "%.12e" % ue.max(),
                "rel_err": "%.6e" % (np.max(np.abs(u - ue)) / ue.max()),
                "converged": int(res < 1e-11),
            })
            print("tau=%.3f %-3s steps=%6d  rel. error %s" % (tau, coll, it, rows[-1]["rel_err"]), flush=True)
    os.makedirs("results", exist_ok=True)
    with open(os.path.join("results", name + ".csv"), "w", newline="") as fh:
        wr = csv.DictWriter(fh, fieldnames=list(rows[0]))
        wr.writeheader()
        wr.writerows(rows)
    print("wrote results/%s.csv" % name)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else os.path.join("params", "table1.txt"))
