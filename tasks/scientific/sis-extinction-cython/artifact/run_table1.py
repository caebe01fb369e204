#!/usr/bin/env python3
"""Table 1: mean extinction time of the SIS epidemic, simulation vs exact.

usage: python3 run_table1.py [params/table1.txt]
"""
import csv
import json
import math
import os
import sys

import numpy as np

import sisx


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
    seed, ntraj, gamma = int(prm["seed"]), int(prm["trajectories"]), float(prm.get("gamma", 1.0))
    name = prm.get("name", "table1")
    sisx.banner()
    rows, fits = [], []
    for block in prm["cases"].split(";"):
        r0, ns = block.split(":")
        r0 = float(r0)
        for N in (int(n) for n in ns.split()):
            i0 = sisx.endemic_level(N, r0)
            times, nev = sisx.extinction_times(N, r0 * gamma, gamma, i0, ntraj, seed)
            t = np.array(times)
            mean, se = t.mean(), t.std(ddof=1) / math.sqrt(len(t))
            exact = sisx.mean_extinction_time(N, r0 * gamma, gamma, i0)
            rows.append({"R0": r0, "N": N, "i0": i0, "trajectories": ntraj, "events": nev,
                         "mean_T": "%.10e" % mean, "stderr": "%.6e" % se,
                         "exact_T": "%.10e" % exact, "z": round((mean - exact) / se, 4)})
            print("R0=%.2f N=%3d i0=%3d  T = %10.4f +- %8.4f  exact %10.4f  z=%+.2f" % (
                r0, N, i0, mean, se, exact, rows[-1]["z"]), flush=True)
        sel = [r for r in rows if r["R0"] == r0]
        if len(sel) > 1:
            slope = np.polyfit([r["N"] for r in sel], [math.log(float(r["mean_T"])) for r in sel], 1)[0]
            fits.append({"R0": r0, "slope": round(float(slope), 6),
                         "wkb": round(math.log(r0) - 1 + 1 / r0, 6)})
    os.makedirs("results", exist_ok=True)
    with open(os.path.join("results", name + ".csv"), "w", newline="") as fh:
        wr = csv.DictWriter(fh, fieldnames=list(rows[0]))
        wr.writeheader()
        wr.writerows(rows)
    with open(os.path.join("results", name + ".json"), "w") as fh:
        json.dump({"params": prm, "rows": rows, "growth": fits}, fh, indent=2)
    print("growth rates:", fits)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else os.path.join("params", "table1.txt"))
