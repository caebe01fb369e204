#!/usr/bin/env python3
"""Table 1: ROC AUC of Isolation Forest per scenario and subsample size (100 trees).

The full table (the paper's) uses 50,000 normal points per scenario and psi = 32, 256 and all
rows; --quick is the 1,000-point table of the README's smoke test (psi = 32 and 256 only)."""
import argparse
import csv
import os
import subprocess
import sys

BIN = os.path.join("target", "release", "isoforest")
SUBSAMPLES = [32, 256, "all"]


def auc(scores, labels):
    order = sorted(range(len(scores)), key=lambda i: scores[i])
    ranks = [0.0] * len(scores)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and scores[order[j + 1]] == scores[order[i]]:
            j += 1
        for k in range(i, j + 1):
            ranks[order[k]] = (i + j) / 2 + 1
        i = j + 1
    pos = sum(labels)
    neg = len(labels) - pos
    return (sum(r for r, y in zip(ranks, labels) if y) - pos * (pos + 1) / 2) / (pos * neg)


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--data-seed", type=int, default=3)
    ap.add_argument("--normal", type=int, default=None, help="normal points per scenario (paper: 50000; --quick: 1000)")
    ap.add_argument("--quick", action="store_true", help="smoke test: 1,000 normal points, psi = 32 and 256")
    ap.add_argument("--out", default="results/table1.csv")
    a = ap.parse_args()
    os.chdir(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    if not os.access(BIN, os.X_OK):
        sys.exit(f"{BIN} not found: build it with `cargo build --release`")
    if a.normal is None:
        a.normal = 1000 if a.quick else 50000
    subsamples = SUBSAMPLES[:2] if a.quick else SUBSAMPLES
    data = os.path.join("data", f"seed-{a.data_seed}" + ("" if a.normal == 1000 else f"-n{a.normal}"))
    subprocess.run([sys.executable, "scripts/make_data.py", "--seed", str(a.data_seed), "--normal", str(a.normal),
                    "--out", data], check=True)
    rows = []
    for name in ["blobs-2d", "blobs-10d", "local-6d", "noisy-20d"]:
        labels = [int(v) for v in open(os.path.join(data, name + ".labels")).read().split()]
        for psi in subsamples:
            out = os.path.join(data, f"{name}.psi{psi}.scores")
            size = len(labels) if psi == "all" else psi
            subprocess.run([BIN, "--input", os.path.join(data, name + ".csv"), "--out", out,
                            "--trees", "100", "--subsample", str(size), "--seed", "42"], check=True)
            scores = [float(v) for v in open(out).read().split()]
            mean_anom = sum(s for s, y in zip(scores, labels) if y) / sum(labels)
            rows.append({"scenario": name, "subsample": psi, "auc": f"{auc(scores, labels):.6f}",
                         "mean_anomaly_score": f"{mean_anom:.6f}"})
            print(f"{name:10s} psi={psi:>4}  AUC {rows[-1]['auc']}  mean anomaly score {rows[-1]['mean_anomaly_score']}")
    os.makedirs(os.path.dirname(a.out) or ".", exist_ok=True)
    with open(a.out, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
