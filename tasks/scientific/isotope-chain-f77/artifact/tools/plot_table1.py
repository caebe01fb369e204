#!/usr/bin/env python3
"""Fig. 1 of the paper: the census of Table 1 against the mass ratio.

    python3 tools/plot_table1.py [results/table1.csv] [-o fig1.pdf]

Left panel: mean PR and localised fraction; right panel: omega_loc on
log-log axes with the r^-1 guide through the r = 4 point.  Needs
matplotlib (not needed for the tables themselves).
"""
import argparse
import csv
import math


def read_table(path):
    with open(path, newline="") as fh:
        rows = list(csv.DictReader(fh))
    cols = {k: [float(r[k]) for r in rows] for k in rows[0]}
    return cols


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("table", nargs="?", default="results/table1.csv")
    ap.add_argument("-o", "--output", default="results/fig1.pdf")
    args = ap.parse_args()

    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    t = read_table(args.table)
    r = t["ratio"]

    fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(7.0, 3.0))
    ax1.plot(r, t["mean_pr"], "o-", label="mean PR")
    ax1.plot(r, t["loc_frac"], "s--", label="localised fraction")
    ax1.set_xlabel("mass ratio r")
    ax1.set_ylim(0, 1)
    ax1.legend(frameon=False, fontsize=8)

    pts = [(x, y) for x, y in zip(r, t["omega_loc"]) if not math.isnan(y)]
    if pts:
        xs, ys = zip(*pts)
        ax2.loglog(xs, ys, "o", label=r"$\omega_{loc}$")
        x0, y0 = xs[-1], ys[-1]
        guide = [y0 * x0 / x for x in xs]
        ax2.loglog(xs, guide, ":", color="grey", label=r"$\propto r^{-1}$")
    ax2.axhline(2.0, color="k", lw=0.5)
    ax2.set_xlabel("mass ratio r")
    ax2.set_ylabel(r"$\omega_{loc}$")
    ax2.legend(frameon=False, fontsize=8)

    fig.tight_layout()
    fig.savefig(args.output)
    print("wrote %s" % args.output)


if __name__ == "__main__":
    main()
