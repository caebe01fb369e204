#!/usr/bin/env python3
"""Ablation (tech report, Table 4): one grace turn vs two (dgclock2) vs a
clean-first sweep (nru), on Table 2's configuration and on the second
workload family.  Writes results/ablation.csv and prints the write-back
change relative to CLOCK.
"""
import csv
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import qemu_common as qc  # noqa: E402

POLICIES = ["clock", "dgclock", "dgclock2", "nru"]
WORKLOADS = ["loop", "hotcold", "phase", "stride", "burst"]


def main():
    conf = qc.experiment_conf()
    out = os.path.join(qc.ROOT, "results")
    os.makedirs(out, exist_ok=True)
    runs = []
    for seed in conf["seeds"]:
        cmd = ("seed=%d frames=%d pages=%d length=%d policies=%s workloads=%s"
               % (seed, conf["frames"], conf["pages"], conf["length"],
                  ",".join(POLICIES), ",".join(WORKLOADS)))
        print("booting: %s" % cmd, flush=True)
        log = qc.boot(cmd, timeout=300)
        for r in qc.parse_results(log):
            runs.append({"seed": seed, "workload": r["workload"], "policy": r["policy"],
                         "faults": int(r["faults"]), "writebacks": int(r["writebacks"])})
    with open(os.path.join(out, "ablation.csv"), "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=["seed", "workload", "policy", "faults", "writebacks"])
        w.writeheader()
        w.writerows(runs)

    print("\nwrite-backs relative to clock (%, mean over seeds)")
    print("%-9s" % "workload" + "".join("%10s" % p for p in POLICIES[1:]))
    for wl in WORKLOADS:
        base = sum(r["writebacks"] for r in runs if r["workload"] == wl and r["policy"] == "clock")
        cells = []
        for p in POLICIES[1:]:
            v = sum(r["writebacks"] for r in runs if r["workload"] == wl and r["policy"] == p)
            cells.append("%10.1f" % (100.0 * (v - base) / base if base else 0.0))
        print("%-9s" % wl + "".join(cells))


if __name__ == "__main__":
    main()
