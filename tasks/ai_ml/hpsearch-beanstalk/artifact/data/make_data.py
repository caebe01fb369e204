#!/usr/bin/env python3
"""Generate the synthetic bearing-vibration data set used in the paper (fixed seed).

Three classes (healthy, inner-race fault, outer-race fault); 24 features: band energies of a
simulated spectrum, a few kurtosis-like statistics and nuisance channels. The classes overlap on
purpose so that the network's hyper-parameters matter.

    python3 data/make_data.py --out data/sensors.npz
"""
import argparse

import numpy as np

N_TRAIN, N_VAL, N_TEST = 2400, 800, 800
N_FEAT = 24
SEED = 20190611


def make(seed=SEED):
    rng = np.random.default_rng(seed)
    n = N_TRAIN + N_VAL + N_TEST
    y = rng.integers(0, 3, size=n)
    load = rng.uniform(0.2, 1.0, size=n)          # operating load, shared by all classes
    speed = rng.uniform(0.5, 1.5, size=n)
    bands = np.zeros((n, 12))
    centers = np.linspace(0.0, 1.0, 12)
    for c, (f0, w) in enumerate([(0.30, 0.10), (0.55, 0.06), (0.70, 0.08)]):
        m = y == c
        f = f0 * speed[m][:, None]
        bands[m] = np.exp(-((centers[None, :] - f) ** 2) / (2 * w ** 2)) * load[m][:, None]
    bands += 0.25 * rng.standard_normal(bands.shape)
    kurt = np.stack([
        np.sin(3 * bands[:, 3]) + 0.4 * (y == 1) * load,
        np.cos(2 * bands[:, 8]) * speed + 0.3 * (y == 2),
        bands[:, 5] * bands[:, 6] - 0.2 * (y == 0),
        np.tanh(bands[:, 1] - bands[:, 10]),
    ], axis=1)
    kurt += 0.35 * rng.standard_normal(kurt.shape)
    nuisance = rng.standard_normal((n, N_FEAT - 12 - 4 - 2))
    X = np.concatenate([bands, kurt, load[:, None], speed[:, None], nuisance], axis=1)
    # 6% label noise, as in the field data the paper mimics
    flip = rng.random(n) < 0.06
    y = np.where(flip, rng.integers(0, 3, size=n), y)
    idx = rng.permutation(n)
    X, y = X[idx].astype(np.float64), y[idx].astype(np.int64)
    a, b = N_TRAIN, N_TRAIN + N_VAL
    return {"X_train": X[:a], "y_train": y[:a], "X_val": X[a:b], "y_val": y[a:b],
            "X_test": X[b:], "y_test": y[b:]}


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", default="data/sensors.npz")
    ap.add_argument("--seed", type=int, default=SEED)
    args = ap.parse_args()
    d = make(args.seed)
    np.savez(args.out, **d)
    print(f"wrote {args.out}: " + ", ".join(f"{k} {v.shape}" for k, v in d.items()))


if __name__ == "__main__":
    main()
