#!/usr/bin/env python3
"""Run one case file through the Octave solver and tabulate against theory.

usage: python3 run_experiment.py CASES_FILE

writes <output dir>/<stem of CASES_FILE>.csv and .json (and the solver's raw
output as <stem>_raw.csv)
"""
import csv
import json
import os
import sys

from kdvstudy.octave import load_config, run_cases
from kdvstudy.tables import COLUMNS, summarise, tabulate


def main(cases_file):
    cfg = load_config()
    outdir = cfg.get("output", "dir", fallback="results")
    os.makedirs(outdir, exist_ok=True)
    stem = os.path.splitext(os.path.basename(cases_file))[0]
    raw = os.path.join(outdir, stem + "_raw.csv")
    print("running %s" % cases_file, flush=True)
    run_cases(cases_file, raw, cfg)

    with open(raw) as fh:
        table = tabulate(csv.DictReader(fh))
    summary = summarise(table)

    with open(os.path.join(outdir, stem + ".csv"), "w", newline="") as fh:
        wr = csv.DictWriter(fh, fieldnames=COLUMNS)
        wr.writeheader()
        wr.writerows(table)
    with open(os.path.join(outdir, stem + ".json"), "w") as fh:
        json.dump({"cases": cases_file, "rows": table, "summary": summary}, fh, indent=2)
    for t in table:
        print("c1=%-5g c2=%-5g N=%-4d dt=%-7g fast %+.6f / %+.6f (theory %+.6f)"
              "  slow %+.6f / %+.6f (theory %+.6f)" % (
                  t["c1"], t["c2"], t["N"], t["dt"], t["end_fast"], t["traj_fast"],
                  t["theory_fast"], t["end_slow"], t["traj_slow"], t["theory_slow"]))
    print(summary)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    main(sys.argv[1])
