#!/usr/bin/env python3
"""Figure 3 from results/fig3.csv: delivered messages against payload size,
one line per QoS (needs matplotlib; writes results/fig3.png)."""
import csv
import os
import sys
from collections import defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    src = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "results", "fig3.csv")
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        sys.exit("plot_sweep.py needs matplotlib (pip install matplotlib)")
    series = defaultdict(list)
    with open(src, newline="") as fh:
        for r in csv.DictReader(fh):
            series[int(r["qos"])].append((int(r["payload_bytes"]), int(r["delivered"])))
    fig, ax = plt.subplots(figsize=(4.5, 3.0))
    for qos, pts in sorted(series.items()):
        pts.sort()
        ax.plot([p for p, _ in pts], [d for _, d in pts], marker="o", label="QoS %d" % qos)
    ax.set_xscale("log", base=2)
    ax.set_xlabel("payload (bytes)")
    ax.set_ylabel("delivered after reconnect")
    ax.set_ylim(bottom=0)
    ax.legend()
    fig.tight_layout()
    out = os.path.join(os.path.dirname(src), "fig3.png")
    fig.savefig(out, dpi=150)
    print("wrote", out)


if __name__ == "__main__":
    main()
