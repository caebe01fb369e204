#!/usr/bin/env python3
"""Figure 4: run the copy-buffer sweep (wbench.sweep) and plot it."""
import csv
import os
import subprocess
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def main():
    rc = subprocess.call([sys.executable, "-m", "wbench.sweep"] + sys.argv[1:], cwd=ROOT)
    if rc != 0:
        return rc
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    rows = list(csv.DictReader(open(os.path.join(ROOT, "results", "sweep.csv"))))
    fig, ax = plt.subplots(figsize=(5, 3))
    for wl in sorted({r["workload"] for r in rows}):
        sel = [r for r in rows if r["workload"] == wl]
        ax.plot([int(r["bufsize"]) for r in sel], [int(r["writes"]) for r in sel],
                marker="o", label=wl)
    ax.set_xscale("log", basex=2)
    ax.set_yscale("log")
    ax.set_xlabel("copy buffer (bytes)")
    ax.set_ylabel("write calls")
    ax.legend()
    fig.tight_layout()
    fig.savefig(os.path.join(ROOT, "results", "fig4.pdf"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
