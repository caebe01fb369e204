#!/usr/bin/env python3
"""Compare the kernel's counts (results/runs.csv) with pagesim's for the
same seeds and configuration.  Differences are expected where pagesim's
policies follow the slides rather than the kernel (see tools/pagesim).

    python3 tools/compare_sim.py [results/runs.csv] [--conf experiment.conf]
"""
import argparse
import csv
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from scripts.qemu_common import read_kv, ROOT  # noqa: E402
from tools.pagesim import run_matrix  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("runs", nargs="?", default=os.path.join(ROOT, "results", "runs.csv"))
    ap.add_argument("--conf", default="experiment.conf")
    a = ap.parse_args()
    conf = read_kv(os.path.join(ROOT, "conf", a.conf))
    frames, pages, length = int(conf["frames"]), int(conf["pages"]), int(conf["length"])
    rows = list(csv.DictReader(open(a.runs)))
    sims = {}
    n_diff = 0
    print("%-6s %-8s %-8s %18s %18s" % ("seed", "workload", "policy", "faults k/s", "writebacks k/s"))
    for r in rows:
        seed = int(r["seed"])
        if seed not in sims:
            sims[seed] = run_matrix(seed, frames, pages, length)
        s = sims[seed].get((r["workload"], r["policy"]))
        if s is None:
            continue
        kf, kw = int(r["faults"]), int(r["writebacks"])
        mark = "" if (kf, kw) == (s.faults, s.writebacks) else "  *"
        n_diff += bool(mark)
        print("%-6d %-8s %-8s %9d/%-8d %9d/%-8d%s" % (seed, r["workload"], r["policy"],
                                                    kf, s.faults, kw, s.writebacks, mark))
    print("\n%d of %d runs differ" % (n_diff, len(rows)))


if __name__ == "__main__":
    main()
