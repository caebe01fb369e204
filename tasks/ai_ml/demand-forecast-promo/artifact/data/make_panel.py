#!/usr/bin/env python3
"""Seeded generator of a synthetic retail demand panel (standard library only).

Each series has a level, a slow linear trend, a weekday profile, a series-specific promotion
uplift and Poisson noise; a few history days are stock-outs (zero sales). Promotions come in
runs of 2-4 days and are planned ahead, so the promotion calendar of the forecast horizon is
known.

    python3 data/make_panel.py --seed 2024 --out data/panel.csv [--truth data/truth.csv]

panel.csv has columns series,day,weekday,promo,sales; sales is empty on the last --horizon days
of every series (the days to forecast). --truth writes those days' actual sales.
"""
import argparse
import csv
import math
import random


def poisson(rng, lam):
    if lam > 40:
        return max(0, int(round(rng.gauss(lam, math.sqrt(lam)))))
    l, k, p = math.exp(-lam), 0, 1.0
    while True:
        p *= rng.random()
        if p <= l:
            return k
        k += 1


def series(rng, length):
    level = math.exp(rng.gauss(3.0, 0.6))
    slope = rng.gauss(0.0, 0.0012)
    prof = [math.exp(rng.gauss(0, 0.3)) for _ in range(7)]
    m = sum(prof) / 7
    prof = [p / m for p in prof]
    uplift = rng.uniform(1.4, 2.6)
    promo = [0] * length
    t = rng.randrange(10)
    while t < length:
        if rng.random() < 0.5:
            for k in range(rng.randint(2, 4)):
                if t + k < length:
                    promo[t + k] = 1
        t += rng.randint(6, 20)
    out = []
    for t in range(length):
        mu = level * max(0.2, 1 + slope * t) * prof[t % 7] * (uplift if promo[t] else 1.0)
        out.append((t % 7, promo[t], poisson(rng, mu)))
    return out


def panel(seed, n_series=80, history=280, horizon=28):
    rng = random.Random(seed)
    rows, truth = [], []
    for s in range(n_series):
        sid = f"S{s:03d}"
        stockout = lambda: rng.random() < 0.015  # noqa: E731
        for t, (wd, pr, y) in enumerate(series(rng, history + horizon)):
            if t < history:
                rows.append((sid, t, wd, pr, 0 if stockout() else y))
            else:
                rows.append((sid, t, wd, pr, ""))
                truth.append((sid, t, y))
    return rows, truth


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=2024)
    ap.add_argument("--out", required=True)
    ap.add_argument("--truth")
    a = ap.parse_args()
    rows, truth = panel(a.seed)
    with open(a.out, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["series", "day", "weekday", "promo", "sales"])
        w.writerows(rows)
    if a.truth:
        with open(a.truth, "w", newline="") as f:
            w = csv.writer(f)
            w.writerow(["series", "day", "sales"])
            w.writerows(truth)


if __name__ == "__main__":
    main()
