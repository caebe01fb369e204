#!/usr/bin/env python3
"""Run one case file through the Octave solver and tabulate against theory.

usage: python3 run_experiment.py CASES_FILE

writes <output dir>/<stem of CASES_FILE>.csv and .json
"""
import csv
import json
import os
import sys

import numpy as np

from kdvstudy.octave import load_config, run_cases
from kdvstudy.theory import phase_shifts


def main(cases_file):
    cfg = load_config()
    outdir = cfg.get("output", "dir", fallback="results")
    os.makedirs(outdir, exist_ok=True)
    stem = os.path.splitext(os.path.basename(cases_file))[0]
    raw = os.path.join(outdir, stem + "_raw.csv")
    print("running %s" % cases_file, flush=True)
    run_cases(cases_file, raw, cfg)

    with open(raw) as fh:
        rows = list(csv.DictReader(fh))
    table = []
    for r in rows:
        c1, c2 = float(r["c1"]), float(r["c2"])
        th_fast, th_slow = phase_shifts(c1, c2)
        fast, slow = float(r["shift_fast"]), float(r["shift_slow"])
        table.append({
            "c1": c1, "c2": c2, "N": int(r["N"]), "dt": float(r["dt"]),
            "shift_fast": round(fast, 8), "theory_fast": round(th_fast, 8),
            "relerr_fast": float("%.4e" % abs(fast / th_fast - 1.0)),
            "shift_slow": round(slow, 8), "theory_slow": round(th_slow, 8),
            "relerr_slow": float("%.4e" % abs(slow / th_slow - 1.0)),
            "l2_drift": float(r["l2_drift"]),
        })
    # spectral convergence: if the file varies N for one collision, fit log(err) = a - b N
    ns = np.array([t["N"] for t in table], dtype=float)
    summary = {}
    if len(set(ns)) > 2 and len({(t["c1"], t["c2"]) for t in table}) == 1:
        err = np.array([t["relerr_fast"] for t in table])
        b, a = np.polyfit(ns, np.log(err), 1)
        summary["decay_rate_per_mode"] = round(-b, 5)

    with open(os.path.join(outdir, stem + ".csv"), "w", newline="") as fh:
        wr = csv.DictWriter(fh, fieldnames=list(table[0]))
        wr.writeheader()
        wr.writerows(table)
    with open(os.path.join(outdir, stem + ".json"), "w") as fh:
        json.dump({"cases": cases_file, "rows": table, "summary": summary}, fh, indent=2)
    for t in table:
        print("c1=%-5g c2=%-5g N=%-4d fast %+.6f (theory %+.6f)  slow %+.6f (theory %+.6f)" % (
            t["c1"], t["c2"], t["N"], t["shift_fast"], t["theory_fast"], t["shift_slow"], t["theory_slow"]))
    if summary:
        print(summary)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    main(sys.argv[1])
