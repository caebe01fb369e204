#!/usr/bin/env python3
"""The MLFQ experiment (a student project built on strideos, 2017): how many
quanta do interactive threads (io > 0 in workloads/mlfq-interactive.yaml)
get under mlfq, rr and stride, with and without priority boost.

Output: results/mlfq/mlfq.csv (one row per scheduler, boost and thread).
"""
import csv
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bootlib  # noqa: E402
import wdl  # noqa: E402

BOOSTS = [0, 100, 1000]


def main():
    conf = bootlib.layered_conf("mlfq.conf")
    doc = wdl.load(os.path.join(bootlib.ROOT, "workloads", "mlfq-interactive.yaml"))
    out = bootlib.results_dir("mlfq")
    rows = []
    for boost in BOOSTS:
        c = dict(conf, mlfq_boost=boost, sched="mlfq,rr,stride")
        cmdline = bootlib.kernel_cmdline(c, wdl.compile_workload(doc, c["quanta"]))
        print("booting:", cmdline, flush=True)
        log = bootlib.boot(bootlib.make_iso(cmdline, "mlfq.iso"))
        threads, summ = bootlib.parse_serial(log)
        for t in threads:
            rows.append([t["sched"], boost, t["thread"], t["quanta"], summ[t["sched"]].get("idle", 0)])
    with open(os.path.join(out, "mlfq.csv"), "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["sched", "boost", "thread", "quanta", "idle"])
        w.writerows(rows)
    print("wrote", os.path.join(out, "mlfq.csv"))


if __name__ == "__main__":
    main()
