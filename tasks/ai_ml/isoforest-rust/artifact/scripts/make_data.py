#!/usr/bin/env python3
"""Seeded anomaly-detection scenarios (standard library only).

    python3 scripts/make_data.py --seed 3 --out data/seed-3
writes <name>.csv (features, with a header) and <name>.labels (1 = anomaly) per scenario.
"""
import argparse
import os
import random

SCENARIOS = {
    # name: (dims, informative dims, clusters, normal points, anomalies, anomaly kind)
    "blobs-2d": (2, 2, 3, 1000, 30, "global"),
    "blobs-10d": (10, 10, 2, 1000, 30, "global"),
    "local-6d": (6, 6, 3, 1000, 30, "local"),
    "noisy-20d": (20, 4, 2, 1000, 30, "global"),
}


def scenario(rng, dims, informative, k, n, m, kind):
    centers = [[rng.uniform(-5, 5) for _ in range(informative)] for _ in range(k)]
    scales = [rng.uniform(0.5, 1.5) for _ in range(k)]
    rows, labels = [], []
    for _ in range(n):
        c = rng.randrange(k)
        x = [rng.gauss(centers[c][j], scales[c]) for j in range(informative)]
        rows.append(x + [rng.gauss(0, 3) for _ in range(dims - informative)])
        labels.append(0)
    for _ in range(m):
        if kind == "global":
            x = [rng.uniform(-9, 9) for _ in range(informative)]
        else:  # just outside one cluster
            c = rng.randrange(k)
            x = [centers[c][j] + rng.choice([-1, 1]) * rng.uniform(2.5, 4.0) * scales[c] for j in range(informative)]
        rows.append(x + [rng.gauss(0, 3) for _ in range(dims - informative)])
        labels.append(1)
    order = list(range(len(rows)))
    rng.shuffle(order)
    return [rows[i] for i in order], [labels[i] for i in order]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--out", required=True)
    ap.add_argument("--normal", type=int, default=1000, help="normal points per scenario (anomalies: 3 %%, at least 5)")
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    rng = random.Random(a.seed)
    for name, spec in SCENARIOS.items():
        if a.normal != spec[3]:
            spec = spec[:3] + (a.normal, max(5, round(spec[4] * a.normal / spec[3]))) + spec[5:]
        rows, labels = scenario(rng, *spec)
        with open(os.path.join(a.out, name + ".csv"), "w") as f:
            f.write(",".join(f"x{j}" for j in range(spec[0])) + "\n")
            for r in rows:
                f.write(",".join(f"{v:.6f}" for v in r) + "\n")
        with open(os.path.join(a.out, name + ".labels"), "w") as f:
            f.write("\n".join(str(v) for v in labels) + "\n")


if __name__ == "__main__":
    main()
