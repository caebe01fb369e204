"""Seeding gap per k: mean SSE of random seeding over mean SSE of k-means++ seeding, and the
same for the best SSE (the ratios quoted in the paper's text).

    python3 scripts/seeding_gap.py results/table3.csv [results/table4.csv ...]
"""
import csv
import sys


def gap(path):
    rows = {}
    with open(path, newline="") as f:
        for r in csv.DictReader(f):
            rows[(int(r["k"]), r["init"])] = (float(r["mean_sse"]), float(r["best_sse"]))
    print(path)
    print("   k   mean random/k-means++   best random/k-means++")
    for k in sorted({k for k, _ in rows}):
        if (k, "random") in rows and (k, "kmeans++") in rows:
            (mr, br), (mp, bp) = rows[(k, "random")], rows[(k, "kmeans++")]
            print(f"{k:4d}   {mr / mp:21.3f}   {br / bp:21.4f}")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    for p in sys.argv[1:]:
        gap(p)
