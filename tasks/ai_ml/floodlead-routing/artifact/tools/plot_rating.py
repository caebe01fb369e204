#!/usr/bin/env python3
"""Plot the ratings of gauges A and B over the range of stages in the record, with the highest
gauged stage marked (current and 2014 tables).

    python3 tools/plot_rating.py [--out figures/ratings.png]
"""
import argparse
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from tarrowcast import io, plotting, ratings  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", default="data")
    ap.add_argument("--out", default="figures/ratings.png")
    a = ap.parse_args(argv)
    frame = io.load_record(a.data)
    plt = plotting._plt()
    fig, axes = plt.subplots(1, 2, figsize=(9, 4))
    for ax, gauge, series in zip(axes, ("a", "b"), (frame.stage_a, frame.stage_b)):
        h = np.linspace(float(series.min()), float(series.max()) * 1.1, 200)
        ax.plot(h, ratings.discharge(h, gauge), label="current")
        ax.plot(h, ratings.discharge(h, gauge, ratings.RATINGS_2014), ls="--", label="2014")
        ax.axvline(ratings.RATINGS[gauge][3], color="grey", lw=0.8)
        ax.set_xlabel("stage %s (m)" % gauge.upper())
        ax.set_ylabel("Q (m3/s)")
        ax.legend()
    fig.tight_layout()
    os.makedirs(os.path.dirname(a.out) or ".", exist_ok=True)
    fig.savefig(a.out, dpi=110)
    print(a.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
