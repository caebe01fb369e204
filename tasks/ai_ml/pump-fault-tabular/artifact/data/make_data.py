#!/usr/bin/env python3
"""Generate the synthetic pump-telemetry data set (data/train.csv).

Each row is one pump-day of sensor summaries; `fault` is 1 when the pump failed within
the following week. The generator is a stand-in for the plant's historian export and is
deterministic for a given seed:

    python3 data/make_data.py --seed 0 --rows 4000 --out data/train.csv
"""
import argparse
import csv

import numpy as np

FEATURES = ["temp_c", "vibration_mm_s", "pressure_kpa", "rpm",
            "hours_since_service", "load_pct", "humidity_pct", "ambient_c"]


def generate(seed, rows):
    rng = np.random.default_rng(seed)
    temp = rng.normal(62.0, 9.0, rows)
    vib = rng.lognormal(1.0, 0.45, rows)
    pressure = rng.normal(310.0, 45.0, rows)
    rpm = rng.normal(1750.0, 220.0, rows)
    hours = rng.uniform(0.0, 6000.0, rows)
    load = rng.uniform(20.0, 100.0, rows)
    humidity = rng.uniform(10.0, 90.0, rows)
    ambient = rng.normal(22.0, 6.0, rows)

    # failure risk: vibration, running far from the design speed (either way), hot
    # pumps under high load, overdue service, a little ambient heat
    logit = (1.4 * (vib - 2.9) / 1.3
             + 1.6 * ((rpm - 1750.0) / 220.0) ** 2
             + 1.5 * (temp - 62.0) / 9.0 * (load - 60.0) / 23.0
             + 2.0 * (hours > 4200.0)
             + 0.3 * (ambient - 22.0) / 6.0
             + 0.2 * (pressure - 310.0) / 45.0
             - 2.2)
    fault = (rng.random(rows) < 1.0 / (1.0 + np.exp(-2.0 * logit))).astype(int)
    X = np.column_stack([temp, vib, pressure, rpm, hours, load, humidity, ambient])
    return X, fault


def write_csv(path, ids, X, y=None):
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["id"] + FEATURES + (["fault"] if y is not None else []))
        for i in range(len(X)):
            row = [ids[i]] + [f"{v:.3f}" for v in X[i]]
            w.writerow(row + ([int(y[i])] if y is not None else []))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--rows", type=int, default=4000)
    ap.add_argument("--out", default="data/train.csv")
    args = ap.parse_args()
    X, y = generate(args.seed, args.rows)
    write_csv(args.out, [f"p{args.seed}-{i:05d}" for i in range(args.rows)], X, y)
    print(f"wrote {args.out}: {args.rows} rows, {y.mean():.1%} faults")


if __name__ == "__main__":
    main()
