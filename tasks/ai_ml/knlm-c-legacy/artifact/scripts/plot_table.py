#!/usr/bin/env python3
"""Draw Table 1 (results/table1.csv) as perplexity-by-order curves, one per discount."""
import argparse
import csv
import collections


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("csv", nargs="?", default="results/table1.csv")
    ap.add_argument("--out", default="results/table1.png")
    ap.add_argument("--log", action="store_true", help="logarithmic perplexity axis")
    a = ap.parse_args()
    by_d = collections.defaultdict(list)
    with open(a.csv, newline="") as f:
        for r in csv.DictReader(f):
            by_d[float(r["discount"])].append((int(r["order"]), float(r["ppl"])))
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, ax = plt.subplots(figsize=(5, 3.5))
    for d in sorted(by_d):
        pts = sorted(by_d[d])
        ax.plot([p[0] for p in pts], [p[1] for p in pts], marker="s", label=f"D = {d:.2f}")
    ax.set_xlabel("order N")
    ax.set_ylabel("test perplexity")
    if a.log:
        ax.set_yscale("log")
    ax.set_xticks(sorted({p[0] for pts in by_d.values() for p in pts}))
    ax.legend()
    fig.tight_layout()
    fig.savefig(a.out, dpi=150)
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
