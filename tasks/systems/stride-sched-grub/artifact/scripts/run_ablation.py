#!/usr/bin/env python3
"""Ablations of the TR version (not in the workshop paper):

  A1  stride1 sensitivity: max lag of stride and sfq for stride1 = 2^12..2^24
  A2  join policy: min / zero / keep for a thread that joins half-way

One boot per point; the workload is workloads/fig2.yaml, the seeds come
from conf/ablation.conf. Output: results/ablation/a1.csv, a2.csv.
"""
import csv
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bootlib  # noqa: E402
import wdl  # noqa: E402

STRIDE1 = [1 << k for k in (12, 14, 16, 18, 20, 22, 24)]
JOIN = ["min", "zero", "keep"]


def one(conf, doc, **over):
    c = dict(conf, **over)
    cmdline = bootlib.kernel_cmdline(c, wdl.compile_workload(doc, c["quanta"]))
    log = bootlib.boot(bootlib.make_iso(cmdline, "ablation.iso"))
    return bootlib.parse_serial(log)


def main():
    conf = bootlib.layered_conf("ablation.conf")
    seeds = [int(s) for s in str(conf.pop("seeds", "2016")).split(",")]
    doc = wdl.load(os.path.join(bootlib.ROOT, "workloads", "fig2.yaml"))
    out = bootlib.results_dir("ablation")
    only = sys.argv[1:] or ["a1", "a2"]

    if "a1" in only:
        with open(os.path.join(out, "a1.csv"), "w", newline="") as fh:
            w = csv.writer(fh)
            w.writerow(["seed", "stride1", "sched", "maxlag_quanta"])
            for seed in seeds:
                for s1 in STRIDE1:
                    _, summ = one(conf, doc, seed=seed, stride1=s1, sched="stride,sfq")
                    for s, v in sorted(summ.items()):
                        w.writerow([seed, s1, s, "%.4f" % (v["maxlag"] / 10000.0)])
                    print("A1 seed %d stride1 %d done" % (seed, s1), flush=True)
    if "a2" in only:
        with open(os.path.join(out, "a2.csv"), "w", newline="") as fh:
            w = csv.writer(fh)
            w.writerow(["seed", "join", "maxlag_quanta", "joiner_quanta"])
            for seed in seeds:
                for j in JOIN:
                    threads, summ = one(conf, doc, seed=seed, join=j, sched="stride")
                    joiner = [t for t in threads if t["thread"] == "5"][0]
                    w.writerow([seed, j, "%.4f" % (summ["stride"]["maxlag"] / 10000.0), joiner["quanta"]])
                    print("A2 seed %d join %s done" % (seed, j), flush=True)


if __name__ == "__main__":
    main()
