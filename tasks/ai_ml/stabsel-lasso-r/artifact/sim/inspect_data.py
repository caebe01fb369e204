#!/usr/bin/env python3
"""Sanity checks of simulated data: shape, neighbour correlation, realised SNR, support.

    python sim/inspect_data.py --config config.yml [--name ar05]

Reads <data_dir>/<name>_{X,y,beta}.csv as written by sim/simulate.py and prints, per scenario,
the mean correlation of neighbouring columns (AR(1): should be close to rho; block: close to
rho * (block - 1) / block), the variance ratio of signal and noise, and the active columns.
"""
import argparse
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import stabcfg  # noqa: E402


def read_csv(path):
    with open(path) as f:
        return [[float(v) for v in line.split(",")] for line in f if line.strip()]


def column(X, j):
    return [row[j] for row in X]


def corr(u, v):
    n = len(u)
    mu, mv = sum(u) / n, sum(v) / n
    su = math.sqrt(sum((a - mu) ** 2 for a in u))
    sv = math.sqrt(sum((b - mv) ** 2 for b in v))
    if su == 0 or sv == 0:
        return float("nan")
    return sum((a - mu) * (b - mv) for a, b in zip(u, v)) / (su * sv)


def variance(v):
    m = sum(v) / len(v)
    return sum((a - m) ** 2 for a in v) / len(v)


def inspect(data_dir, sc, max_pairs=200):
    base = os.path.join(data_dir, sc["name"])
    X = read_csv(base + "_X.csv")
    y = [r[0] for r in read_csv(base + "_y.csv")]
    beta = [r[0] for r in read_csv(base + "_beta.csv")]
    n, p = len(X), len(X[0])
    step = max(1, (p - 1) // max_pairs)
    pairs = range(0, p - 1, step)
    rs = [corr(column(X, j), column(X, j + 1)) for j in pairs]
    signal = [sum(b * row[j] for j, b in enumerate(beta) if b) for row in X]
    noise = [a - s for a, s in zip(y, signal)]
    return {
        "shape": (n, p),
        "neighbour_corr": sum(rs) / len(rs),
        "snr": variance(signal) / variance(noise),
        "support": [j + 1 for j, b in enumerate(beta) if b],
    }


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--config", default="config.yml")
    ap.add_argument("--name")
    a = ap.parse_args()
    cfg = stabcfg.read_config(a.config)
    for sc in cfg["scenarios"]:
        if a.name and sc["name"] != a.name:
            continue
        info = inspect(cfg["data_dir"], sc)
        expected = sc["rho"] if sc["design"] == "ar1" else sc["rho"] * (sc["block"] - 1) / sc["block"]
        print("%-10s %dx%d  neighbour corr %.3f (expected ~%.3f)  SNR %.2f (config %.2f)  active %s" % (
            sc["name"], info["shape"][0], info["shape"][1], info["neighbour_corr"], expected,
            info["snr"], sc["snr"], info["support"]))


if __name__ == "__main__":
    main()
