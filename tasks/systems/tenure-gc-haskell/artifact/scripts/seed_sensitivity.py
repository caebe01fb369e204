#!/usr/bin/env python3
"""Seed sensitivity of Table 2 (the "robustness" paragraph of section 5).

Runs `tenuresim table` for several seeds (other keys from a base
configuration), and prints, per workload and policy, the mean and the
min-max range of the cost relative to fixed-4.  Each run takes a few
seconds; results go to results/seeds/.
"""
import argparse
import csv
import os
import pathlib
import statistics
import subprocess
import tempfile


def run_seed(binary, base_cfg, data, seed, outdir):
    text = pathlib.Path(base_cfg).read_text(encoding="utf-8")
    lines = [l for l in text.splitlines() if not l.strip().startswith("seed")]
    lines.append("seed = %d" % seed)
    with tempfile.NamedTemporaryFile("w", suffix=".cfg", delete=False) as f:
        f.write("\n".join(lines) + "\n")
        cfg = f.name
    out = os.path.join(outdir, "runs-%d.csv" % seed)
    try:
        subprocess.run([binary, "table", "--config", cfg, "--data", data, "--out", out],
                       check=True, stdout=subprocess.DEVNULL)
    finally:
        os.unlink(cfg)
    with open(out, newline="") as f:
        return list(csv.DictReader(f))


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--bin", default="bin/tenuresim")
    ap.add_argument("--config", default="conf/experiment.cfg")
    ap.add_argument("--data", default="data")
    ap.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3, 4, 5, 20190611])
    ap.add_argument("--outdir", default="results/seeds")
    args = ap.parse_args()

    os.makedirs(args.outdir, exist_ok=True)
    rel = {}
    for seed in args.seeds:
        rows = run_seed(args.bin, args.config, args.data, seed, args.outdir)
        base = {r["workload"]: int(r["gc_cost_kcycles"]) for r in rows if r["policy"] == "fixed-4"}
        for r in rows:
            b = base.get(r["workload"])
            if b:
                rel.setdefault((r["workload"], r["policy"]), []).append(int(r["gc_cost_kcycles"]) / b)
    print("%-10s %-20s %6s %6s %6s" % ("workload", "policy", "mean", "min", "max"))
    for (wl, pol), xs in sorted(rel.items()):
        print("%-10s %-20s %6.3f %6.3f %6.3f" % (wl, pol, statistics.mean(xs), min(xs), max(xs)))


if __name__ == "__main__":
    main()
