#!/usr/bin/env python3
"""Simulate the sparse regression scenarios of a stabsel config (standard library only).

Designs: ``ar1`` (Gaussian features with AR(1) correlation rho between neighbouring columns)
and ``block`` (equicorrelated blocks of ``block`` columns with correlation rho inside a block).
The active coefficients sit at evenly spaced columns with alternating signs and magnitudes
uniform in [0.6, 1.2]; the noise level gives the requested signal-to-noise ratio (variance of
the signal over the noise variance). Scenario i of the config uses seed ``seed + 1000 * i``.
Writes <data_dir>/<name>_X.csv, _y.csv and _beta.csv.
"""
import argparse
import math
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import stabcfg  # noqa: E402


def ar1_row(rng, p, rho):
    row, prev = [], rng.gauss(0, 1)
    row.append(prev)
    scale = math.sqrt(1 - rho * rho)
    for _ in range(p - 1):
        prev = rho * prev + scale * rng.gauss(0, 1)
        row.append(prev)
    return row


def block_row(rng, p, rho, block):
    row = []
    a, b = math.sqrt(rho), math.sqrt(1 - rho)
    for start in range(0, p, block):
        z = rng.gauss(0, 1)
        for _ in range(min(block, p - start)):
            row.append(a * z + b * rng.gauss(0, 1))
    return row


def coefficients(rng, p, s):
    beta = [0.0] * p
    step = p // s
    for k in range(s):
        beta[k * step + step // 2] = (1.0 if k % 2 == 0 else -1.0) * rng.uniform(0.6, 1.2)
    return beta


def simulate(sc, seed):
    n, p, s = sc["n"], sc["p"], sc["active"]
    rho, snr = sc["rho"], sc["snr"]
    rng = random.Random(seed)
    if sc["design"] == "ar1":
        X = [ar1_row(rng, p, rho) for _ in range(n)]
    elif sc["design"] == "block":
        if not 0 <= rho < 1:
            raise ValueError("%s: block design needs 0 <= rho < 1" % sc["name"])
        X = [block_row(rng, p, rho, sc["block"]) for _ in range(n)]
    else:
        raise ValueError("%s: unknown design %r" % (sc["name"], sc["design"]))
    beta = coefficients(rng, p, s)
    support = [(j, b) for j, b in enumerate(beta) if b]
    signal = [sum(b * row[j] for j, b in support) for row in X]
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
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--config", default="config.yml")
    ap.add_argument("--only", help="simulate only the scenario with this name")
    a = ap.parse_args()
    cfg = stabcfg.read_config(a.config)
    out = cfg["data_dir"]
    base = int(cfg["seed"])
    for i, sc in enumerate(cfg["scenarios"]):
        if a.only and sc["name"] != a.only:
            continue
        X, y, beta = simulate(sc, base + 1000 * i)
        write(os.path.join(out, sc["name"] + "_X.csv"), X)
        write(os.path.join(out, sc["name"] + "_y.csv"), [[v] for v in y])
        write(os.path.join(out, sc["name"] + "_beta.csv"), [[v] for v in beta])
        print("simulated %-10s n=%d p=%d %s -> %s" % (sc["name"], sc["n"], sc["p"], sc["design"], out),
              file=sys.stderr)


if __name__ == "__main__":
    main()
