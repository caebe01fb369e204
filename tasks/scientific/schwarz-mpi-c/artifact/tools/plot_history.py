#!/usr/bin/env python3
"""Convergence histories (interface update against sweep) of one table, one curve per overlap.

usage: python3 tools/plot_history.py results/<name> [out.pdf]

Reads results/<name>_m*.log as written by run_table1.sh.  Needs matplotlib; without it,
prints the histories as columns (sweep, update for each m) for gnuplot.
"""
import glob
import re
import sys

ITER = re.compile(r"ITER (\d+) (\S+)")


def histories(prefix):
    out = {}
    for path in glob.glob(prefix + "_m*.log"):
        m = int(re.search(r"_m(\d+)\.log$", path).group(1))
        out[m] = [(int(a), float(b)) for a, b in ITER.findall(open(path).read())]
    return dict(sorted(out.items()))


def as_columns(hist):
    ms = list(hist)
    n = max(len(h) for h in hist.values())
    print("# sweep " + " ".join("m=%d" % m for m in ms))
    for i in range(n):
        row = ["%d" % (i + 1)]
        for m in ms:
            h = hist[m]
            row.append("%.6e" % h[i][1] if i < len(h) else "nan")
        print(" ".join(row))


def main(argv):
    if len(argv) < 2:
        raise SystemExit(__doc__)
    hist = histories(argv[1])
    if not hist:
        raise SystemExit("no logs matching %s_m*.log" % argv[1])
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        as_columns(hist)
        return
    fig, ax = plt.subplots(figsize=(4.5, 3.2))
    for m, h in hist.items():
        ax.semilogy([k for k, _ in h], [u for _, u in h], label="m = %d" % m)
    ax.set_xlabel("sweep")
    ax.set_ylabel("interface update (max)")
    ax.legend(frameon=False, fontsize=8)
    fig.tight_layout()
    out = argv[2] if len(argv) > 2 else argv[1] + "_history.pdf"
    fig.savefig(out)
    print("wrote", out)


if __name__ == "__main__":
    main(sys.argv)
