#!/usr/bin/env python3
"""Plot iteration counts against the rotation angle from a results/<name>.csv file written by
run_table2.py (one curve per solver and anisotropy). This is how Figure 2 was drawn.

usage: python3 tools/plot_sweep.py results/fig2.csv [out.pdf]
"""
import sys

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pandas as pd  # noqa: E402

STYLE = {"jacobi-cg": "o-", "ichol-cg": "s-", "ilut-bicgstab": "^-"}


def main(path, out):
    table = pd.read_csv(path)
    table = table[table.solver != "ldlt"]
    fig, ax = plt.subplots(figsize=(5.0, 3.6))
    for (solver, eps), part in table.groupby(["solver", "eps"]):
        part = part.sort_values("theta_deg")
        ax.plot(part.theta_deg, part.iters, STYLE.get(solver, "x-"), ms=4,
                label="%s, eps=%g" % (solver, eps))
    ax.set_xlabel("theta (degrees)")
    ax.set_ylabel("iterations to relres 1e-8")
    ax.set_xticks(range(0, 91, 15))
    ax.set_yscale("log")
    ax.legend(fontsize=7, frameon=False)
    fig.tight_layout()
    fig.savefig(out)
    print("wrote", out)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "fig2.pdf")
