#!/usr/bin/env python3
"""Simulate the sparse regression scenarios of a stabsel config (standard library only).

Features are Gaussian with AR(1) correlation rho between neighbouring columns; the
active coefficients sit at evenly spaced columns with alternating signs; the noise level
gives the requested signal-to-noise ratio. Writes <data_dir>/<name>_X.csv, _y.csv, _beta.csv.
"""
import argparse
import math
import os
import random
import sys


def read_config(path):
    """A tiny reader for the flat YAML subset used by stabsel configs."""
    cfg, scenarios = {}, []
    for raw in open(path):
        line = raw.split("#", 1)[0].rstrip()
        if not line.strip():
            continue
        if line.lstrip().startswith("- {"):
            body = line.strip()[3:-1]
            sc = {}
            for item in body.split(","):
                k, v = (s.strip() for s in item.split(":", 1))
                sc[k] = v
            scenarios.append(sc)
        elif ":" in line and not line.startswith(" "):
            k, v = (s.strip() for s in line.split(":", 1))
            cfg[k] = v
    cfg["scenarios"] = scenarios
    return cfg


def simulate(sc, seed):
    n, p, s = int(sc["n"]), int(sc["p"]), int(sc["active"])
    rho, snr = float(sc["rho"]), float(sc["snr"])
    rng = random.Random(seed)
    X = []
    for _ in range(n):
        row, prev = [], rng.gauss(0, 1)
        row.append(prev)
        for _ in range(p - 1):
            prev = rho * prev + math.sqrt(1 - rho * rho) * rng.gauss(0, 1)
            row.append(prev)
        X.append(row)
    beta = [0.0] * p
    step = p // s
    for k in range(s):
        beta[k * step + step // 2] = (1.0 if k % 2 == 0 else -1.0) * rng.uniform(0.6, 1.2)
    signal = [sum(b * x for b, x in zip(beta, row) if b) for row in X]
    mean = sum(signal) / n
    var = sum((v - mean) ** 2 for v in signal) / n
    sigma = math.sqrt(var / snr)
    y = [v + rng.gauss(0, sigma) for v in signal]
    return X, y, beta


def write(path, rows):
    with open(path, "w") as f:
        for r in rows:
            f.write(",".join("%.10g" % v for v in r) + "\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--config", default="config.yml")
    a = ap.parse_args()
    cfg = read_config(a.config)
    out = cfg["data_dir"]
    base = int(cfg["seed"])
    for i, sc in enumerate(cfg["scenarios"]):
        X, y, beta = simulate(sc, base + 1000 * i)
        write(os.path.join(out, sc["name"] + "_X.csv"), X)
        write(os.path.join(out, sc["name"] + "_y.csv"), [[v] for v in y])
        write(os.path.join(out, sc["name"] + "_beta.csv"), [[v] for v in beta])
        print("simulated %-8s n=%s p=%s -> %s" % (sc["name"], sc["n"], sc["p"], out), file=sys.stderr)


if __name__ == "__main__":
    main()
