#!/usr/bin/env python3
"""Figures of the paper from the result files (needs matplotlib).

    python3 tools/plot_results.py fig3          # results/fig3.csv -> figures/fig3.pdf
    python3 tools/plot_results.py forecast P    # a predictions CSV written by gpkern.io
    python3 tools/plot_results.py restarts      # results/ablation_restarts.csv
"""
import argparse
import csv
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))


def _plt():
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    plt.rcParams.update({"font.size": 8, "figure.figsize": (3.4, 2.2), "figure.dpi": 150})
    return plt


def fig3(path="results/fig3.csv", out="figures/fig3.pdf"):
    plt = _plt()
    p, v = [], []
    with open(path) as f:
        for row in csv.DictReader(f):
            p.append(float(row["period_days"]))
            v.append(float(row["nlml_per_point"]))
    fig, ax = plt.subplots()
    ax.plot(p, v, "k-", lw=1)
    ax.axvline(2 * 12.4206 / 24, color="C1", ls="--", lw=0.8, label="2 x M2")
    ax.axvline(23.9345 / 24, color="C2", ls=":", lw=0.8, label="K1")
    ax.set_xscale("log")
    ax.set_xlabel("period (days)")
    ax.set_ylabel("NLML / n")
    ax.legend(frameon=False)
    fig.tight_layout()
    os.makedirs(os.path.dirname(out), exist_ok=True)
    fig.savefig(out)
    print("wrote", out)


def forecast(path, out=None):
    from gpkern.io import read_predictions
    plt = _plt()
    d = read_predictions(path)
    import numpy as np
    t, m, s = np.array(d["t_days"]), np.array(d["mean"]), np.sqrt(np.array(d["var"]))
    fig, ax = plt.subplots()
    ax.fill_between(t, m - 2 * s, m + 2 * s, color="C0", alpha=0.25, lw=0)
    ax.plot(t, m, "C0-", lw=1)
    if "level_m" in d:
        ax.plot(t, d["level_m"], "k.", ms=2)
    ax.set_xlabel("time (days)")
    ax.set_ylabel("residual (m)")
    fig.tight_layout()
    out = out or os.path.splitext(path)[0] + ".pdf"
    fig.savefig(out)
    print("wrote", out)


def restarts(path="results/ablation_restarts.csv", out="figures/fig4.pdf"):
    plt = _plt()
    rows = list(csv.DictReader(open(path)))
    kernels = sorted({r["kernel"] for r in rows})
    fig, ax = plt.subplots()
    for i, k in enumerate(kernels):
        rs = sorted({int(r["restarts"]) for r in rows if r["kernel"] == k})
        med = []
        for R in rs:
            vals = sorted(float(r["nlml_per_point"]) for r in rows
                          if r["kernel"] == k and int(r["restarts"]) == R)
            med.append(vals[len(vals) // 2])
        ax.plot(rs, med, marker="o", ms=3, label=k, color=f"C{i}")
    ax.set_xscale("log", base=2)
    ax.set_xlabel("optimiser starts")
    ax.set_ylabel("median best NLML / n")
    ax.legend(frameon=False)
    fig.tight_layout()
    os.makedirs(os.path.dirname(out), exist_ok=True)
    fig.savefig(out)
    print("wrote", out)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("what", choices=["fig3", "forecast", "restarts"])
    ap.add_argument("path", nargs="?")
    a = ap.parse_args(argv)
    if a.what == "fig3":
        fig3(a.path or "results/fig3.csv")
    elif a.what == "forecast":
        forecast(a.path)
    else:
        restarts(a.path or "results/ablation_restarts.csv")


if __name__ == "__main__":
    main()
