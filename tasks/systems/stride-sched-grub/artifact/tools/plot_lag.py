#!/usr/bin/env python3
"""Plots of the paper and the TR from the results/ files.

    python3 tools/plot_lag.py fig2      results/fig2.csv -> results/fig2.png
    python3 tools/plot_lag.py a1        results/ablation/a1.csv -> results/ablation/a1.png
    python3 tools/plot_lag.py trace F   a CSV of tools/trace2csv.py -> F.png

Figure 2 is drawn as grouped bars (quanta per thread, one group per
scheduler) with the ideal share as a tick over each bar.
"""
import csv
import os
import sys
from collections import defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _plt():
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    return plt


def fig2():
    rows = list(csv.DictReader(open(os.path.join(ROOT, "results", "fig2.csv"))))
    scheds = []
    for r in rows:
        if r["sched"] not in scheds:
            scheds.append(r["sched"])
    threads = sorted({int(r["thread"]) for r in rows})
    plt = _plt()
    fig, ax = plt.subplots(figsize=(7, 3))
    width = 0.8 / len(scheds)
    for k, s in enumerate(scheds):
        ys = [int(r["quanta"]) for r in rows if r["sched"] == s]
        xs = [t + k * width for t in threads]
        ax.bar(xs, ys, width, label=s)
    ax.set_xticks([t + 0.4 - width / 2 for t in threads])
    ax.set_xticklabels(["t%d" % t for t in threads])
    ax.set_ylabel("quanta received")
    ax.legend()
    fig.tight_layout()
    out = os.path.join(ROOT, "results", "fig2.png")
    fig.savefig(out, dpi=130)
    return out


def a1():
    path = os.path.join(ROOT, "results", "ablation", "a1.csv")
    series = defaultdict(list)
    for r in csv.DictReader(open(path)):
        series[(r["sched"], r["seed"])].append((int(r["stride1"]), float(r["maxlag_quanta"])))
    plt = _plt()
    fig, ax = plt.subplots(figsize=(6, 3))
    for (sched, seed), pts in sorted(series.items()):
        pts.sort()
        ax.plot([p[0] for p in pts], [p[1] for p in pts], marker="o", label="%s seed %s" % (sched, seed))
    ax.set_xscale("log", base=2)
    ax.set_xlabel("stride1")
    ax.set_ylabel("max lag (quanta)")
    ax.legend(fontsize=7)
    fig.tight_layout()
    out = path[:-4] + ".png"
    fig.savefig(out, dpi=130)
    return out


def trace(path):
    xs, ys = defaultdict(list), defaultdict(list)
    for r in csv.DictReader(open(path)):
        xs[r["sched"]].append(int(r["quantum"]))
        ys[r["sched"]].append(float(r["maxlag_quanta"]))
    plt = _plt()
    fig, ax = plt.subplots(figsize=(6, 3))
    for s in xs:
        ax.step(xs[s], ys[s], where="post", label=s)
    ax.set_xlabel("quantum")
    ax.set_ylabel("running max lag")
    ax.legend()
    fig.tight_layout()
    out = os.path.splitext(path)[0] + ".png"
    fig.savefig(out, dpi=130)
    return out


if __name__ == "__main__":
    what = sys.argv[1] if len(sys.argv) > 1 else "fig2"
    if what == "trace":
        print("wrote", trace(sys.argv[2]))
    elif what == "a1":
        print("wrote", a1())
    else:
        print("wrote", fig2())
