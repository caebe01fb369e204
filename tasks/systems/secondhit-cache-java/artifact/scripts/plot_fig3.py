#!/usr/bin/env python3
"""Draw Figure 3 from results/fig3.csv (needs matplotlib; not part of the data).

    python3 scripts/plot_fig3.py results/fig3.csv fig3.pdf
"""
import csv
import sys

MARKERS = {"lru": "o", "fifo": "s", "slru": "^", "secondhit": "D", "twoq": "v", "gdsf": "x"}


def main():
    src = sys.argv[1] if len(sys.argv) > 1 else "results/fig3.csv"
    dst = sys.argv[2] if len(sys.argv) > 2 else "results/fig3.pdf"
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        sys.exit("plot_fig3.py needs matplotlib (the data is in %s)" % src)
    rows = list(csv.DictReader(open(src)))
    pols = []
    for r in rows:
        if r["policy"] not in pols:
            pols.append(r["policy"])
    fig, (a1, a2) = plt.subplots(1, 2, figsize=(8, 3))
    for p in pols:
        rs = sorted((r for r in rows if r["policy"] == p), key=lambda r: int(r["cache_mb"]))
        x = [int(r["cache_mb"]) for r in rs]
        a1.plot(x, [float(r["hit_ratio"]) for r in rs], marker=MARKERS.get(p, "."), label=p)
        a2.plot(x, [int(r["admissions"]) / 1e3 for r in rs], marker=MARKERS.get(p, "."), label=p)
    for a in (a1, a2):
        a.set_xscale("log", base=2)
        a.set_xlabel("cache size (MB)")
    a1.set_ylabel("request hit ratio")
    a2.set_ylabel("objects written (thousands)")
    a1.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(dst)
    print("wrote", dst)


if __name__ == "__main__":
    main()
