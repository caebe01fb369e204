#!/usr/bin/env python
"""Figure 2: validation token accuracy per epoch for several runs.

    python tools/plot_curves.py runs/table2_scratch runs/table2_warmstart --out figures/fig2.pdf
"""
import argparse
import json
import os


def read_history(run_dir):
    path = os.path.join(run_dir, "history.jsonl")
    rows = []
    with open(path) as f:
        for line in f:
            line = line.strip()
            if line:
                rows.append(json.loads(line))
    return rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("runs", nargs="+")
    ap.add_argument("--metric", default="token_acc")
    ap.add_argument("--out", default="figures/fig2.pdf")
    a = ap.parse_args()
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(4.2, 3.0))
    for run in a.runs:
        h = read_history(run)
        ax.plot([r["epoch"] for r in h], [r[a.metric] for r in h], marker="o", ms=3,
                label=os.path.basename(run.rstrip("/")))
    ax.set_xlabel("epoch")
    ax.set_ylabel("valid " + a.metric.replace("_", " "))
    ax.axhline(0.1, color="grey", lw=0.5, ls="--")
    ax.legend(frameon=False, fontsize=7)
    fig.tight_layout()
    d = os.path.dirname(a.out)
    if d:
        os.makedirs(d, exist_ok=True)
    fig.savefig(a.out)
    print("wrote", a.out)


if __name__ == "__main__":
    main()
