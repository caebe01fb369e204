#!/usr/bin/env python3
"""Pure-Python reference for the integrand parameters and closed forms.

Used while writing the Rust code to check `Integrand::draw` and `Integrand::exact`
bit for bit; also handy to look at a seed's parameters without building anything.

usage: python3 scripts/genz_ref.py [--seed 2718] [--dims 4,8,16] [--show-params]
"""
import argparse
import cmath
import math

M64 = (1 << 64) - 1
TAG = {"oscillatory": 1, "peak": 2, "continuous": 3}
H = {"oscillatory": 1.0, "peak": 2.0, "continuous": 1.5}


def splitmix64(state):
    state = (state + 0x9E3779B97F4A7C15) & M64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
    return state, z ^ (z >> 31)


def to_unit(x):
    return (x >> 11) * (1.0 / (1 << 53))


def draw(family, d, seed):
    s = (seed ^ (TAG[family] << 56) ^ (d << 40)) & M64
    w, u = [], []
    for _ in range(d):
        s, z = splitmix64(s)
        w.append(0.05 + to_unit(z))
    for _ in range(d):
        s, z = splitmix64(s)
        u.append(to_unit(z))
    total = 0.0
    for wi in w:
        total += wi
    scale = H[family] * d / total
    return [wi * scale for wi in w], u


def evaluate(family, a, u, x):
    if family == "oscillatory":
        arg = 2 * math.pi * u[0]
        for ai, xi in zip(a, x):
            arg += ai * xi
        return math.cos(arg)
    if family == "peak":
        p = 1.0
        for ai, ui, xi in zip(a, u, x):
            p *= 1.0 / (1.0 / (ai * ai) + (xi - ui) ** 2)
        return p
    s = 0.0
    for ai, ui, xi in zip(a, u, x):
        s += ai * abs(xi - ui)
    return math.exp(-s)


def exact(family, a, u):
    if family == "oscillatory":
        z = cmath.exp(2j * math.pi * u[0])
        for ai in a:
            z *= complex(math.sin(ai) / ai, (1 - math.cos(ai)) / ai)
        return z.real
    if family == "peak":
        return math.prod(ai * (math.atan(ai * (1 - ui)) + math.atan(ai * ui)) for ai, ui in zip(a, u))
    return math.prod((2 - math.exp(-ai * ui) - math.exp(-ai * (1 - ui))) / ai for ai, ui in zip(a, u))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=2718)
    ap.add_argument("--dims", default="4,8,16")
    ap.add_argument("--show-params", action="store_true")
    args = ap.parse_args()
    dims = [int(s) for s in args.dims.split(",")]
    for fam in TAG:
        for d in dims:
            a, u = draw(fam, d, args.seed)
            print("%-12s d=%-3d exact %.12e" % (fam, d, exact(fam, a, u)))
            if args.show_params:
                print("   a =", " ".join("%.4f" % v for v in a))
                print("   u =", " ".join("%.4f" % v for v in u))


if __name__ == "__main__":
    main()
