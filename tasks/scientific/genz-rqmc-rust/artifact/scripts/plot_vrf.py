#!/usr/bin/env python3
"""Figure 1: variance-reduction factor against dimension, one panel per family.

usage: python3 scripts/plot_vrf.py results/table1_vrf.csv [figure.pdf]

Needs matplotlib (not needed for Table 1).
"""
import csv
import sys
from collections import defaultdict

STYLE = {
    "antithetic": dict(marker="s", linestyle="--", color="0.45"),
    "rqmc-halton": dict(marker="o", linestyle="-", color="C0"),
}


def load(path):
    data = defaultdict(lambda: defaultdict(list))
    with open(path) as fh:
        for r in csv.DictReader(fh):
            if r["method"] == "mc":
                continue
            data[r["family"]][r["method"]].append((int(r["d"]), float(r["vrf"])))
    return data


def main(path, out="fig1_vrf.pdf"):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    data = load(path)
    fams = list(data)
    fig, axes = plt.subplots(1, len(fams), figsize=(3.2 * len(fams), 2.8), sharey=True)
    if len(fams) == 1:
        axes = [axes]
    for ax, fam in zip(axes, fams):
        for meth, pts in data[fam].items():
            pts.sort()
            ax.plot([p[0] for p in pts], [p[1] for p in pts], label=meth, **STYLE.get(meth, {}))
        ax.axhline(1.0, color="k", linewidth=0.6)
        ax.set_xscale("log", base=2)
        ax.set_yscale("log")
        ax.set_title(fam)
        ax.set_xlabel("dimension d")
    axes[0].set_ylabel("VRF vs plain MC")
    axes[-1].legend(frameon=False, fontsize=8)
    fig.tight_layout()
    fig.savefig(out)
    print("wrote", out)


if __name__ == "__main__":
    if len(sys.argv) not in (2, 3):
        raise SystemExit(__doc__)
    main(*sys.argv[1:])
