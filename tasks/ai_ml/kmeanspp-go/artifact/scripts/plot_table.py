"""Figure 1: mean SSE relative to the best SSE at each k, per seeding method.

    python3 scripts/plot_table.py results/table3.csv [-o figure1.png]
"""
import argparse
import csv
from collections import defaultdict


def load(path):
    rows = defaultdict(dict)
    with open(path, newline="") as f:
        for r in csv.DictReader(f):
            rows[r["init"]][int(r["k"])] = (float(r["mean_sse"]), float(r["best_sse"]))
    return rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("table")
    ap.add_argument("-o", "--out", default="figure1.png")
    args = ap.parse_args()
    rows = load(args.table)
    best = {}
    for per_k in rows.values():
        for k, (_, b) in per_k.items():
            best[k] = min(best.get(k, b), b)
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(4, 3))
    for method, per_k in sorted(rows.items()):
        ks = sorted(per_k)
        ax.plot(ks, [per_k[k][0] / best[k] for k in ks], marker="o", label=method)
    ax.set_xlabel("k")
    ax.set_ylabel("mean SSE / best SSE")
    ax.legend()
    fig.tight_layout()
    fig.savefig(args.out, dpi=150)
    print("wrote", args.out)


if __name__ == "__main__":
    main()
