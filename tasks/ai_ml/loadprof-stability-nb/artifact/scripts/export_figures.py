#!/usr/bin/env python
"""Re-draw Figures 2 and 3 from the CSV tables in a results directory (for the camera-ready,
which wanted PDF and a different size); the notebook writes PNGs itself."""
import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pandas as pd  # noqa: E402

from loadprof import plotting  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--results", default="results")
    ap.add_argument("--out", default="figures")
    ap.add_argument("--format", default="pdf", choices=["pdf", "png", "svg"])
    a = ap.parse_args()
    res = Path(a.results)
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    curve = pd.read_csv(res / "table1.csv")
    summary = pd.read_json(res / "summary.json", typ="series")
    fig = plotting.stability_figure(curve, int(summary["selected_k"]))
    fig.set_size_inches(3.3, 2.4)
    fig.savefig(out / ("fig2_stability." + a.format))
    t2 = pd.read_csv(res / "table2.csv")
    import matplotlib.pyplot as plt
    plotting.use_paper_style()
    fig, ax = plt.subplots(figsize=(3.3, 2.4))
    ax.bar(t2["cluster"].astype(str), t2["share"], color=plotting.PALETTE[: len(t2)])
    for _, r in t2.iterrows():
        ax.text(r["cluster"], r["share"] + 0.01, "%dh" % r["peak_hour"], ha="center", fontsize=7)
    ax.set_xlabel("cluster")
    ax.set_ylabel("share of households")
    fig.savefig(out / ("fig3b_shares." + a.format))
    print("figures in", out)


if __name__ == "__main__":
    main()
