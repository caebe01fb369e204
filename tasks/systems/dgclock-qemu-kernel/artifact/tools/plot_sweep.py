#!/usr/bin/env python3
"""Figure 3: write-backs per 1000 references vs. frames, one panel per
workload, from results/sweep.csv (scripts/run_sweep.py) or from pagesim
(--sim, no kernel needed; quick look only, pagesim is not the kernel).

    python3 tools/plot_sweep.py results/sweep.csv fig3.png
    python3 tools/plot_sweep.py --sim conf/sweep.conf fig3-sim.png
"""
import argparse
import collections
import csv
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def from_csv(path):
    data = collections.defaultdict(lambda: collections.defaultdict(list))
    for r in csv.DictReader(open(path)):
        per_1k = 1000.0 * int(r["writebacks"]) / int(r["length"])
        data[(r["workload"], r["policy"])][int(r["frames"])].append(per_1k)
    return data


def from_sim(conf_path):
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    from scripts.qemu_common import read_kv
    from tools.pagesim import run_matrix
    conf = read_kv(conf_path)
    seeds = [int(s) for s in conf["seeds"].split()]
    length = int(conf["length"])
    wls = conf.get("workloads", "loop,hotcold,phase").split(",")
    pols = conf.get("policies", "clock,dgclock").split(",")
    data = collections.defaultdict(lambda: collections.defaultdict(list))
    for frames in (int(f) for f in conf["frames"].split()):
        pages = min(frames * int(conf.get("pages_per_frame", "8")), 1024)
        for seed in seeds:
            for (w, p), r in run_matrix(seed, frames, pages, length, wls, pols).items():
                data[(w, p)][frames].append(1000.0 * r.writebacks / length)
    return data


def plot(data, out):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    workloads = sorted({w for w, _ in data})
    fig, axes = plt.subplots(1, len(workloads), figsize=(4 * len(workloads), 3.2), squeeze=False)
    for ax, wl in zip(axes[0], workloads):
        for (w, p), series in sorted(data.items()):
            if w != wl:
                continue
            xs = sorted(series)
            ys = [sum(series[x]) / len(series[x]) for x in xs]
            ax.plot(xs, ys, marker="o", label=p)
        ax.set_title(wl)
        ax.set_xlabel("frames")
        ax.set_ylabel("write-backs / 1k refs")
        ax.legend()
    fig.tight_layout()
    fig.savefig(out, dpi=120)


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("src")
    ap.add_argument("out")
    ap.add_argument("--sim", action="store_true")
    a = ap.parse_args()
    data = from_sim(a.src) if a.sim else from_csv(a.src)
    plot(data, a.out)
    print("wrote %s" % a.out)


if __name__ == "__main__":
    main()
