#!/usr/bin/env python3
"""Seeded 1-D regression problems for the bandwidth study (standard library only).

    python3 data/make_data.py --seed 11 --out data/seed-11
writes <name>.csv (x,y: noisy training sample) and <name>_truth.csv (x,f: noise-free curve on a
grid of 400 points) for every test function.
"""
import argparse
import math
import os
import random

FUNCTIONS = {  # name: (true curve, noise sd, design)
    "sine": (lambda x: math.sin(2 * math.pi * x), 0.3, "uniform"),
    "bumps": (lambda x: sum(h * math.exp(-((x - c) / w) ** 2)
                            for c, h, w in [(0.2, 1.0, 0.03), (0.45, 1.5, 0.05), (0.7, 0.8, 0.02)]),
              0.15, "survey"),
    "step": (lambda x: 1.0 if x > 0.55 else 0.0, 0.2, "uniform"),
    "chirp": (lambda x: math.sin(6 * math.pi * x * x), 0.25, "survey"),
}


def design_point(rng, design):
    """One design point on [0, 1]: uniform, or a field survey (80% of the visits near the
    station at 0.45, the rest spread over the whole transect)."""
    if design == "uniform" or rng.random() >= 0.8:
        return rng.random()
    while True:
        x = rng.gauss(0.45, 0.08)
        if 0.0 <= x <= 1.0:
            return x


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--n", type=int, default=200)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    rng = random.Random(a.seed)
    for name, (f, sigma, design) in FUNCTIONS.items():
        xs = sorted(design_point(rng, design) for _ in range(a.n))
        with open(os.path.join(a.out, name + ".csv"), "w") as out:
            out.write("x,y\n")
            for x in xs:
                y = f(x) + rng.gauss(0, sigma)
                if rng.random() < 0.01:
                    y = float("nan")  # dropped sensor reading
                out.write(f"{x:.8f},{y:.8f}\n")
        with open(os.path.join(a.out, name + "_truth.csv"), "w") as out:
            out.write("x,f\n")
            for i in range(400):
                x = (i + 0.5) / 400
                out.write(f"{x:.8f},{f(x):.8f}\n")


if __name__ == "__main__":
    main()
