#!/usr/bin/env python3
"""Print the paper's Figure 2 table (markdown) from results/.

    python3 tools/lagtable.py [results_dir]
"""
import csv
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    rdir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "results")
    rows = list(csv.DictReader(open(os.path.join(rdir, "fig2.csv"))))
    summ = json.load(open(os.path.join(rdir, "summary.json")))["schedulers"]
    scheds = [s for s in ("rr", "lottery", "stride", "sfq", "mlfq") if s in summ]
    by = {(r["sched"], int(r["thread"])): r for r in rows}
    threads = sorted({int(r["thread"]) for r in rows})
    print("| thread | tickets | " + " | ".join(scheds) + " |")
    print("|-------:|--------:|" + "|".join("-" * (len(s) + 1) + ":" for s in scheds) + "|")
    for t in threads:
        tickets = next(by[(s, t)]["tickets"] for s in scheds if (s, t) in by)
        print("| %6d | %7s | " % (t, tickets) + " | ".join(by[(s, t)]["quanta"] if (s, t) in by else "-"
                                                       for s in scheds) + " |")
    print("| **max lag (quanta)** | | " + " | ".join("**%.4f**" % summ[s]["max_lag_quanta"] for s in scheds) + " |")


if __name__ == "__main__":
    main()
