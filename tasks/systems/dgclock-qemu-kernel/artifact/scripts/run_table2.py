#!/usr/bin/env python3
"""Reproduce Table 2: boot the kernel once per seed and aggregate the
page-fault and write-back counts it reports over the serial console."""
import csv
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import qemu_common as qc  # noqa: E402

WORKLOADS = ["loop", "hotcold", "phase"]
POLICIES = ["fifo", "clock", "dgclock"]


def main():
    conf = qc.read_kv(os.path.join(qc.ROOT, "conf", "experiment.conf"))
    seeds = [int(s) for s in conf["seeds"].split()]
    frames, pages, length = int(conf["frames"]), int(conf["pages"]), int(conf["length"])
    out = os.path.join(qc.ROOT, "results")
    os.makedirs(os.path.join(out, "logs"), exist_ok=True)

    runs = []
    for seed in seeds:
        cmdline = "seed=%d frames=%d pages=%d length=%d" % (seed, frames, pages, length)
        print("booting: %s" % cmdline, flush=True)
        log = qc.boot(cmdline)
        with open(os.path.join(out, "logs", "seed-%d.log" % seed), "w") as fh:
            fh.write(log)
        if "DONE" not in log.splitlines():
            sys.exit("seed %d: kernel did not report DONE" % seed)
        rows = qc.parse_results(log)
        if len(rows) != len(WORKLOADS) * len(POLICIES):
            sys.exit("seed %d: expected %d RESULT lines, got %d"
                     % (seed, len(WORKLOADS) * len(POLICIES), len(rows)))
        for r in rows:
            runs.append({"seed": seed, "workload": r["workload"], "policy": r["policy"],
                         "faults": int(r["faults"]), "writebacks": int(r["writebacks"]),
                         "hand_steps": int(r["hand"]), "checksum": r["checksum"]})

    with open(os.path.join(out, "runs.csv"), "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(runs[0].keys()))
        w.writeheader()
        w.writerows(runs)

    table = []
    for wl in WORKLOADS:
        for pol in POLICIES:
            sel = [r for r in runs if r["workload"] == wl and r["policy"] == pol]
            table.append({
                "workload": wl, "policy": pol,
                "faults_per_1k": round(1000.0 * sum(r["faults"] for r in sel) / (len(sel) * length), 2),
                "writebacks_per_1k": round(1000.0 * sum(r["writebacks"] for r in sel) / (len(sel) * length), 2),
            })
    with open(os.path.join(out, "table2.csv"), "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(table[0].keys()))
        w.writeheader()
        w.writerows(table)

    summary = {"seeds": seeds, "frames": frames, "pages": pages, "length": length,
               "writeback_reduction_vs_clock": {}, "fault_change_vs_clock": {}}
    by = {(t["workload"], t["policy"]): t for t in table}
    for wl in WORKLOADS:
        c, d = by[(wl, "clock")], by[(wl, "dgclock")]
        summary["writeback_reduction_vs_clock"][wl] = round(
            100.0 * (c["writebacks_per_1k"] - d["writebacks_per_1k"]) / c["writebacks_per_1k"], 1)
        summary["fault_change_vs_clock"][wl] = round(
            100.0 * (d["faults_per_1k"] - c["faults_per_1k"]) / c["faults_per_1k"], 1)
    with open(os.path.join(out, "summary.json"), "w") as fh:
        json.dump(summary, fh, indent=2)

    print("\nTable 2: page faults / write-backs per 1000 references "
          "(%d frames, %d pages, mean of %d seeds)" % (frames, pages, len(seeds)))
    print("%-9s %-8s %10s %12s" % ("workload", "policy", "faults/1k", "writebacks/1k"))
    for t in table:
        print("%-9s %-8s %10.2f %12.2f" % (t["workload"], t["policy"],
                                          t["faults_per_1k"], t["writebacks_per_1k"]))
    print("\nwrite-back reduction of dgclock vs clock (%%): %s"
          % summary["writeback_reduction_vs_clock"])


if __name__ == "__main__":
    main()
