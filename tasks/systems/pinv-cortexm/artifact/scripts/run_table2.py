#!/usr/bin/env python3
"""Table 2 driver: build kestrel, boot it once per seed with the experiment
configuration on its command line, and aggregate the RESULT lines."""
import argparse
import csv
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import kconf  # noqa: E402
import kestrel_log  # noqa: E402
from qemu_boot import boot  # noqa: E402

PROTOS = ("none", "pip", "pcp")
RUN_FIELDS = ["seed", "proto", "misses", "skipped", "inv_total", "inv_max", "hp_inv_max",
              "idle", "switches", "trace"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--conf", default="conf/experiment.conf")
    ap.add_argument("--qemu-conf", default="conf/qemu.conf")
    ap.add_argument("--out", default="results")
    ap.add_argument("--no-build", action="store_true")
    args = ap.parse_args()

    exp = kconf.experiment(args.conf)
    os.makedirs(os.path.join(args.out, "logs"), exist_ok=True)
    if not args.no_build:
        subprocess.run(["make", "all"], check=True)
    kernel = os.path.join("build", "kestrel.elf")

    rows = []
    for seed in exp["seeds"]:
        append = "seed=%d ntasks=%d nres=%d util=%d horizon=%d protos=%s" % (
            seed, exp["ntasks"], exp["nres"], exp["util"], exp["horizon"], exp["protos"])
        log = os.path.join(args.out, "logs", "seed-%d.log" % seed)
        print("boot seed=%d ..." % seed, flush=True)
        parsed = kestrel_log.parse(boot(args.qemu_conf, kernel, append, log))
        if not parsed["done"]:
            sys.exit("seed %d: kernel did not finish (see %s)" % (seed, log))
        for r in parsed["results"]:
            row = {k: r[k] for k in RUN_FIELDS if k in r}
            row["seed"] = seed
            rows.append(row)

    with open(os.path.join(args.out, "runs.csv"), "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=RUN_FIELDS)
        w.writeheader()
        w.writerows(rows)

    table = []
    summary = {"seeds": exp["seeds"], "config": exp, "protocols": {}}
    for p in PROTOS:
        sel = [r for r in rows if r["proto"] == p]
        if not sel:
            continue
        n = len(sel)
        ent = {
            "proto": p,
            "deadline_misses": round(sum(r["misses"] + r["skipped"] for r in sel) / n, 2),
            "inv_ticks": round(sum(r["inv_total"] for r in sel) / n, 2),
            "worst_block": max(r["inv_max"] for r in sel),
            "hp_block": round(sum(r["hp_inv_max"] for r in sel) / n, 2),
        }
        table.append(ent)
        summary["protocols"][p] = ent
    with open(os.path.join(args.out, "table2.csv"), "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=["proto", "deadline_misses", "inv_ticks",
                                           "worst_block", "hp_block"])
        w.writeheader()
        w.writerows(table)
    pr = summary["protocols"]
    if "none" in pr:
        summary["worst_block_reduction"] = {
            p: round(100.0 * (1 - pr[p]["worst_block"] / max(pr["none"]["worst_block"], 1)), 1)
            for p in ("pip", "pcp") if p in pr}
    with open(os.path.join(args.out, "summary.json"), "w") as fh:
        json.dump(summary, fh, indent=2)

    print("%-5s %10s %10s %8s %8s" % ("proto", "misses", "inv_ticks", "worst", "hp"))
    for e in table:
        print("%-5s %10.2f %10.2f %8d %8.2f" % (e["proto"], e["deadline_misses"], e["inv_ticks"],
                                                e["worst_block"], e["hp_block"]))


if __name__ == "__main__":
    main()
