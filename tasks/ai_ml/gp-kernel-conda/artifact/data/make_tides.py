#!/usr/bin/env python3
"""Synthetic tide-gauge record (the data of the paper).

Irregularly sampled water-level residuals over ``--days`` days: a slow
meteorological surge, a semidiurnal (M2, 12.42 h) and a diurnal (K1, 23.93 h)
constituent whose amplitudes are modulated by a spring-neap cycle, and
Gaussian sensor noise.  Times are in days.

    python3 data/make_tides.py --seed 11 > data/tides.csv
"""
import argparse
import math
import sys

import numpy as np

M2 = 12.4206 / 24.0
K1 = 23.9345 / 24.0
SPRING_NEAP = 14.77


def generate(seed, n, days, noise):
    rng = np.random.default_rng(seed)
    t = np.sort(rng.uniform(0.0, days, size=n))
    phase_m2, phase_k1, phase_sn = rng.uniform(0, 2 * math.pi, size=3)
    a_m2 = 0.9 + 0.2 * rng.uniform()
    a_k1 = 0.35 + 0.15 * rng.uniform()
    mod = 1.0 + 0.25 * np.cos(2 * math.pi * t / SPRING_NEAP + phase_sn)
    tide = (a_m2 * mod * np.cos(2 * math.pi * t / M2 + phase_m2)
            + a_k1 * np.cos(2 * math.pi * t / K1 + phase_k1))
    # surge: smooth random walk, low-pass filtered
    knots = np.linspace(0, days, int(days / 3) + 2)
    surge = np.interp(t, knots, np.cumsum(rng.normal(0, 0.08, size=len(knots))))
    y = tide + surge + rng.normal(0, noise, size=n)
    return t, y


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--n", type=int, default=180)
    ap.add_argument("--days", type=float, default=16.0)
    ap.add_argument("--noise", type=float, default=0.12)
    ap.add_argument("--out", default="-")
    a = ap.parse_args(argv)
    t, y = generate(a.seed, a.n, a.days, a.noise)
    f = sys.stdout if a.out == "-" else open(a.out, "w")
    f.write("t_days,level_m\n")
    for ti, yi in zip(t, y):
        f.write(f"{ti:.6f},{yi:.6f}\n")
    if f is not sys.stdout:
        f.close()


if __name__ == "__main__":
    main()
