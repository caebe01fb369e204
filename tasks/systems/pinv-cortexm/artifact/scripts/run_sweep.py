#!/usr/bin/env python3
"""Utilisation sweep (Figure 3 of the journal follow-up, not in the workshop
paper): for every utilisation in conf/sweep.conf boot kestrel once per seed and
record the worst blocking and the deadline misses per protocol.

    python3 scripts/run_sweep.py --conf conf/sweep.conf --out results/sweep
"""
import argparse
import csv
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import kconf  # noqa: E402
import kestrel_log  # noqa: E402
from qemu_boot import boot  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--conf", default="conf/sweep.conf")
    ap.add_argument("--qemu-conf", default="conf/qemu.conf")
    ap.add_argument("--out", default="results/sweep")
    args = ap.parse_args()
    c = kconf.read_conf(args.conf)
    utils = [int(u) for u in c["utils"].split()]
    seeds = [int(s) for s in c["seeds"].split()]
    ntasks, nres, horizon = int(c["ntasks"]), int(c["nres"]), int(c["horizon"])
    os.makedirs(os.path.join(args.out, "logs"), exist_ok=True)
    subprocess.run(["make", "all"], check=True)
    rows = []
    for u in utils:
        for s in seeds:
            append = "seed=%d ntasks=%d nres=%d util=%d horizon=%d" % (s, ntasks, nres, u, horizon)
            log = os.path.join(args.out, "logs", "u%d-s%d.log" % (u, s))
            parsed = kestrel_log.parse(boot(args.qemu_conf, "build/kestrel.elf", append, log))
            for r in parsed["results"]:
                rows.append({"util": u, "seed": s, "proto": r["proto"],
                             "misses": r["misses"] + r["skipped"], "inv_max": r["inv_max"],
                             "hp_inv_max": r["hp_inv_max"]})
            print("util=%d seed=%d done" % (u, s), flush=True)
    with open(os.path.join(args.out, "sweep.csv"), "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=["util", "seed", "proto", "misses", "inv_max", "hp_inv_max"])
        w.writeheader()
        w.writerows(rows)


if __name__ == "__main__":
    main()
