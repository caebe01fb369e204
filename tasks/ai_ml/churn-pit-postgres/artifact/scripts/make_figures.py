#!/usr/bin/env python3
"""Draw Figures 2 and 3 of the paper from the JSON/text written by scripts/run_all.sh.

    pip install matplotlib==3.5.2
    python3 scripts/make_figures.py [--results results] [--out figures]

Figure 2 needs results/calibration.txt, Figure 3 results/leak_sweep.json.
"""
import argparse
import json
import os
import re


def read_calibration(path):
    """Parse the tables printed by experiments/calibration.py."""
    curves, name = {}, None
    with open(path) as f:
        for line in f:
            m = re.match(r"^(\w+): Brier ([0-9.]+)", line)
            if m:
                name = m.group(1)
                curves[name] = {"brier": float(m.group(2)), "bins": []}
                continue
            parts = line.split()
            if name and len(parts) == 3 and parts[0][0].isdigit():
                curves[name]["bins"].append(tuple(float(x) for x in parts))
    return curves


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--results", default="results")
    ap.add_argument("--out", default="figures")
    a = ap.parse_args()
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    os.makedirs(a.out, exist_ok=True)
    curves = read_calibration(os.path.join(a.results, "calibration.txt"))
    fig, ax = plt.subplots(figsize=(4, 4))
    ax.plot([0, 1], [0, 1], color="grey", lw=0.8)
    for name, c in curves.items():
        xs, ys, _ = zip(*c["bins"])
        ax.plot(xs, ys, marker="o", label=f"{name.replace('_', ' ')} (Brier {c['brier']:.3f})")
    ax.set_xlabel("predicted churn probability")
    ax.set_ylabel("observed churn rate")
    ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(os.path.join(a.out, "figure2_calibration.pdf"))

    with open(os.path.join(a.results, "leak_sweep.json")) as f:
        sweep = json.load(f)
    lags = sorted(int(k) for k in sweep["lag_days"])
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.plot(lags, [sweep["lag_days"][str(k)] for k in lags], marker="o", label="point in time, lagged")
    ax.axhline(sweep["latest_snapshot"], color="red", ls="--", label="latest snapshot")
    ax.set_xlabel("cut-off before label date (days)")
    ax.set_ylabel("test AUC")
    ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(os.path.join(a.out, "figure3_leak_sweep.pdf"))
    print("wrote", a.out)


if __name__ == "__main__":
    main()
