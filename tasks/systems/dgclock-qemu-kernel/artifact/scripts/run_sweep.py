#!/usr/bin/env python3
"""Figure 3 of the tech report: write-backs and faults as the number of
frames grows, for one workload family.  Boots the kernel once per (frames,
seed) with the settings in conf/sweep.conf and writes results/sweep.csv.

Not part of Table 2.  Plot with tools/plot_sweep.py.
"""
import argparse
import csv
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import qemu_common as qc  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--conf", default="sweep.conf")
    ap.add_argument("--out", default=os.path.join(qc.ROOT, "results", "sweep.csv"))
    a = ap.parse_args()
    conf = qc.read_kv(os.path.join(qc.ROOT, "conf", a.conf))
    seeds = [int(s) for s in conf["seeds"].split()]
    frames_list = [int(f) for f in conf["frames"].split()]
    pages_per_frame = int(conf.get("pages_per_frame", "8"))
    length = int(conf["length"])
    workloads = conf.get("workloads", "loop,hotcold,phase")
    policies = conf.get("policies", "fifo,clock,dgclock")

    rows = []
    for frames in frames_list:
        pages = min(frames * pages_per_frame, 1024)
        for seed in seeds:
            cmd = ("seed=%d frames=%d pages=%d length=%d workloads=%s policies=%s"
                   % (seed, frames, pages, length, workloads, policies))
            print("booting: %s" % cmd, flush=True)
            log = qc.boot(cmd, timeout=300)
            for r in qc.parse_results(log):
                rows.append({"frames": frames, "pages": pages, "seed": seed,
                             "workload": r["workload"], "policy": r["policy"],
                             "faults": int(r["faults"]), "writebacks": int(r["writebacks"]),
                             "length": length})
    os.makedirs(os.path.dirname(a.out), exist_ok=True)
    with open(a.out, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0].keys()))
        w.writeheader()
        w.writerows(rows)
    print("wrote %s (%d rows)" % (a.out, len(rows)))


if __name__ == "__main__":
    main()
