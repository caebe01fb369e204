#!/usr/bin/env python3
"""Follow-up sweep: every (workload, policy, utilisation) of conf/sweep.cfg.

Writes results/sweep.csv (one row per run) and prints a WA matrix per
workload. Runs are independent; --jobs runs several at once (each has its
own data directory).
"""
import argparse
import csv
import os
import sys
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lfsruns import ROOT, read_cfg, run_lfsclean, wa_reduction  # noqa: E402

COLS = ["workload", "policy", "util", "segments", "write_amp", "cleaned_segments", "moved_records",
        "mean_cleaned_util", "cleaner_runs", "checksum"]


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--config", default=os.path.join(ROOT, "conf", "sweep.cfg"))
    ap.add_argument("--out", default=os.path.join(ROOT, "results", "sweep.csv"))
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--updates", type=int, help="override the number of updates (quick runs)")
    ap.add_argument("--only", help="comma-separated workloads to run")
    args = ap.parse_args()

    cfg = read_cfg(args.config)
    workloads = cfg.get("workloads", "hotcold").split()
    if args.only:
        workloads = [w for w in workloads if w in args.only.split(",")]
    grid = [(w, p, int(u)) for w in workloads for p in cfg["policies"].split() for u in cfg["utilisations"].split()]
    print("%d runs" % len(grid), flush=True)

    def one(job):
        i, (w, p, u) = job
        rec = run_lfsclean(args.config, p, util=u, sets={"workload": w}, updates=args.updates,
                           data_dir=os.path.join(ROOT, "data", "sweep-%d" % i), check=False)
        if rec is None:
            print("FAILED %s %s %d" % (w, p, u), flush=True)
            return None
        rec["workload"] = w
        print("%-8s %-13s %3d%%  WA %.4f" % (w, p, u, rec["write_amp"]), flush=True)
        return rec

    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
        rows = [r for r in ex.map(one, enumerate(grid)) if r is not None]

    os.makedirs(os.path.dirname(args.out), exist_ok=True)
    with open(args.out, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=COLS, extrasaction="ignore")
        w.writeheader()
        w.writerows(rows)
    for wl in workloads:
        red = wa_reduction([r for r in rows if r["workload"] == wl])
        print("\n%s: WA reduction vs greedy (%%)" % wl)
        for util in sorted(red):
            print("  %3d%%  " % util + "  ".join("%s %.1f" % kv for kv in sorted(red[util].items())))
    if len(rows) != len(grid):
        sys.exit("%d of %d runs failed" % (len(grid) - len(rows), len(grid)))


if __name__ == "__main__":
    main()
