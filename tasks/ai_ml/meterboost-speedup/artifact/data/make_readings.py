#!/usr/bin/env python3
"""Synthetic meter-day readings (the public generator of the meterboost kit).

Each row is one smart meter on one day: 16 raw fields from the head-end system (energy, voltage
and power-quality summaries, event counters, communication gaps) and, for training batches, the
condition the field crew later found: normal, drift (metrology drifting), tamper (bypass or
magnet), fault (communication / supply fault).

    python3 data/make_readings.py --seed 7 --n 20000 --out data/train.csv
    python3 data/make_readings.py --seed 11 --n 4000 --out data/dev_batch.csv --no-labels

Values are rounded as the head-end exports them (energies to 0.01 kWh, voltages to 0.1 V, ...);
a missing measurement is an empty field.
"""
import argparse
import csv

import numpy as np

CLASSES = ("normal", "drift", "tamper", "fault")
PRIOR = (0.58, 0.15, 0.13, 0.14)
FIELDS = ("kwh_day", "kwh_night", "peak_kw", "v_mean", "v_sd", "pf_mean", "thd_pct", "temp_c",
          "n_outage", "n_reverse", "n_cover", "comm_gap_h", "hour_peak", "days_since_read",
          "fw", "nbr_ratio")
DECIMALS = (2, 2, 2, 1, 2, 3, 1, 1, 0, 0, 0, 0, 0, 0, 0, 3)
MISSING = {"v_sd": 0.05, "pf_mean": 0.05, "temp_c": 0.08, "thd_pct": 0.03}


def reading(rng, y):
    """One row of raw fields (float, NaN = missing) for condition y."""
    base = rng.lognormal(2.3, 0.55)                       # household size: kWh per day
    night = rng.uniform(0.18, 0.42)
    temp = rng.normal(12.0, 7.0)
    heat = max(0.0, 14.0 - temp) * rng.uniform(0.0, 0.35)
    total = base + heat
    v_mean = rng.normal(230.0, 2.2)
    v_sd = abs(rng.normal(1.6, 0.5))
    pf = min(0.999, rng.normal(0.93, 0.03))
    thd = abs(rng.normal(3.0, 1.0))
    n_outage = rng.poisson(0.15)
    n_reverse = rng.poisson(0.05)
    n_cover = int(rng.random() < 0.01)
    gap = rng.poisson(0.6)
    hour = int(rng.choice([7, 8, 18, 19, 20, 21])) if rng.random() < 0.8 else int(rng.integers(0, 24))
    days = int(rng.integers(1, 40))
    fw = int(rng.choice([1, 2, 3, 4, 5], p=[0.05, 0.15, 0.3, 0.3, 0.2]))
    nbr = rng.lognormal(0.0, 0.35)
    if y == 1:    # drift: energy under-registered, voltage reading off, power factor odd
        f = rng.uniform(0.55, 0.92)
        total *= f
        nbr *= f
        v_mean += rng.choice([-1.0, 1.0]) * rng.uniform(2.0, 7.0)
        pf -= rng.uniform(0.0, 0.08)
        days += int(rng.integers(0, 60))
        fw = int(rng.choice([1, 2, 3], p=[0.4, 0.4, 0.2]))
    elif y == 2:  # tamper: consumption drops, night share up, covers and reverse flow
        f = rng.uniform(0.25, 0.8)
        total *= f
        nbr *= f
        night = min(0.85, night + rng.uniform(0.05, 0.3))
        n_reverse += rng.poisson(1.2)
        n_cover += rng.poisson(0.5)
        thd += abs(rng.normal(2.0, 1.5))
        hour = int(rng.integers(0, 24))
    elif y == 3:  # fault: outages and communication gaps, noisy voltage
        n_outage += rng.poisson(1.8)
        gap += rng.poisson(5.0)
        v_sd += abs(rng.normal(2.5, 1.5))
        v_mean -= rng.uniform(0.0, 6.0)
        total *= rng.uniform(0.7, 1.05)
        days += int(rng.integers(0, 25))
    day_kwh = total * (1.0 - night)
    night_kwh = total * night
    peak = total / 24.0 * rng.uniform(2.0, 6.0)
    row = [day_kwh, night_kwh, peak, v_mean, v_sd, pf, thd, temp, n_outage, n_reverse,
           min(n_cover, 3), min(gap, 24), hour, days, fw, nbr]
    out = []
    for name, v, d in zip(FIELDS, row, DECIMALS):
        v = round(float(v), d)
        if name in MISSING and rng.random() < MISSING[name]:
            v = float("nan")
        out.append(v)
    return out


def generate(rng, n):
    """n rows: (labels, rows). The conditions are drawn first, then the rows one by one."""
    labels = rng.choice(len(CLASSES), size=n, p=PRIOR)
    rows = [reading(rng, int(y)) for y in labels]
    return labels, rows


def fmt(v, d):
    if v != v:
        return ""
    return str(int(v)) if d == 0 else f"{v:.{d}f}"


def write(path, ids, rows, labels=None):
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["id", *FIELDS] + (["condition"] if labels is not None else []))
        for i, (rid, row) in enumerate(zip(ids, rows)):
            cells = [rid] + [fmt(v, d) for v, d in zip(row, DECIMALS)]
            if labels is not None:
                cells.append(CLASSES[int(labels[i])])
            w.writerow(cells)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--n", type=int, default=20000)
    ap.add_argument("--out", required=True)
    ap.add_argument("--no-labels", action="store_true", help="leave out the condition column")
    a = ap.parse_args(argv)
    rng = np.random.default_rng(a.seed)
    labels, rows = generate(rng, a.n)
    ids = [f"m{a.seed % 1000:03d}-{i:06d}" for i in range(a.n)]
    write(a.out, ids, rows, None if a.no_labels else labels)
    print(f"{a.out}: {a.n} rows, conditions {np.bincount(labels, minlength=len(CLASSES)).tolist()}")


if __name__ == "__main__":
    main()
