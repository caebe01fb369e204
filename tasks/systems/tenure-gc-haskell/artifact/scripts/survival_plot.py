#!/usr/bin/env python3
"""Figure 2: survival curves of the two workloads.

Runs `tenuresim trace-stats` for each workload of a configuration to get the
per-site object counts, combines them with the lifetime classes of the site
tables and plots the expected fraction of objects alive after x KiB of
allocation.  Needs numpy and matplotlib (requirements.txt).
"""
import argparse
import pathlib
import subprocess

import numpy as np
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

BOUNDS = {"short": (0, 8192), "medium": (8192, 262144), "long": (262144, 8388608)}


def read_sites(path):
    sites = []
    for line in pathlib.Path(path).read_text().splitlines():
        if not line or line.startswith("#"):
            continue
        name, weight, lo, hi, cls = line.split("\t")
        sites.append((name, int(weight), cls.strip().lower()))
    return sites


def site_counts(binary, config, workload):
    out = subprocess.run([binary, "trace-stats", "--config", config, workload],
                         check=True, capture_output=True, text=True).stdout
    counts = {}
    for line in out.splitlines():
        if line.startswith("  "):
            name, n = line.split()
            counts[name] = int(n)
    return counts


def survival(sites, counts, xs):
    total = sum(counts.values())
    alive = np.zeros_like(xs, dtype=float)
    for name, _, cls in sites:
        n = counts.get(name, 0)
        if cls in ("immortal", "static"):
            alive += n
            continue
        lo, hi = BOUNDS.get(cls, BOUNDS["medium"])
        frac = np.clip((hi - xs) / float(hi - lo), 0.0, 1.0)
        frac[xs < lo] = 1.0
        alive += n * frac
    return alive / max(total, 1)


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--config", default="conf/experiment.cfg")
    ap.add_argument("--bin", default="bin/tenuresim")
    ap.add_argument("--data", default="data")
    ap.add_argument("--out", default="results/fig2.pdf")
    args = ap.parse_args()

    xs = np.logspace(8, 24, 200, base=2.0)
    fig, ax = plt.subplots(figsize=(4.2, 3.0))
    for wl in ("webserver", "compiler"):
        sites = read_sites(pathlib.Path(args.data) / ("sites_%s.tsv" % wl))
        counts = site_counts(args.bin, args.config, wl)
        ax.plot(xs / 1024.0, survival(sites, counts, xs), label=wl)
    ax.set_xscale("log")
    ax.set_xlabel("allocation since birth (KiB)")
    ax.set_ylabel("fraction alive")
    ax.legend(frameon=False)
    fig.tight_layout()
    fig.savefig(args.out)
    print("wrote", args.out)


if __name__ == "__main__":
    main()
