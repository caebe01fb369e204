#!/usr/bin/env python3
"""Appendix figure of the preprint: |g(theta)| of CN2 and of one compact CN step.

    python3 scripts/stability_plot.py -o figures/stability.pdf
"""
import argparse
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
from compactcn import stability  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-o", "--out", default="figures/stability.pdf")
    ap.add_argument("--table", action="store_true", help="print the damping table and exit")
    args = ap.parse_args()

    if args.table:
        print(f"{'r':>6} {'CN2':>8} {'compact':>8}")
        for r, g2, g4 in stability.phase_table():
            print(f"{r:6.1f} {g2:8.4f} {g4:8.4f}")
        return

    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    theta = np.linspace(0.0, np.pi, 400)
    fig, ax = plt.subplots(figsize=(4.2, 3.2))
    for r in (0.5, 5.0, 50.0):
        ax.plot(theta, np.abs(stability.amplification(theta, r, "cn2")), label=f"CN2, r={r}")
        ax.plot(theta, np.abs(stability.amplification(theta, r, "cc4-step")), "--",
                label=f"compact, r={r}")
    ax.set_xlabel("theta = k h")
    ax.set_ylabel("|g|")
    ax.legend(fontsize=7)
    fig.tight_layout()
    os.makedirs(os.path.dirname(args.out) or ".", exist_ok=True)
    fig.savefig(args.out)
    print("wrote", args.out)


if __name__ == "__main__":
    main()
