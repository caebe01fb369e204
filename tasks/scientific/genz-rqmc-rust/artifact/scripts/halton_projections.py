#!/usr/bin/env python3
"""Two-dimensional projections of the Halton sequence: centred L2 discrepancy of
the first n points in every pair of bases (p_j, p_k), j < k <= d.

This is the diagnostic behind the paper's remark that the high bases are poorly
equidistributed for the first 16384 points: the worst pairs are adjacent large
primes.

usage: python3 scripts/halton_projections.py [--d 16] [--n 4096] [--top 8]
"""
import argparse
import math


def primes(k):
    out, n = [], 2
    while len(out) < k:
        if all(n % p for p in out if p * p <= n):
            out.append(n)
        n += 1
    return out


def radical_inverse(i, b):
    f, r = 1.0 / b, 0.0
    while i > 0:
        r += (i % b) * f
        i //= b
        f /= b
    return r


def centred_l2_2d(xs, ys):
    """Hickernell's centred L2 discrepancy of a 2-D point set (squared)."""
    n = len(xs)
    t1 = (13.0 / 12.0) ** 2
    t2 = 0.0
    for x, y in zip(xs, ys):
        ax, ay = abs(x - 0.5), abs(y - 0.5)
        t2 += (1 + 0.5 * ax - 0.5 * ax * ax) * (1 + 0.5 * ay - 0.5 * ay * ay)
    t2 *= 2.0 / n
    t3 = 0.0
    for i in range(n):
        xi, yi = xs[i], ys[i]
        axi, ayi = abs(xi - 0.5), abs(yi - 0.5)
        for j in range(n):
            xj, yj = xs[j], ys[j]
            px = 1 + 0.5 * axi + 0.5 * abs(xj - 0.5) - 0.5 * abs(xi - xj)
            py = 1 + 0.5 * ayi + 0.5 * abs(yj - 0.5) - 0.5 * abs(yi - yj)
            t3 += px * py
    t3 /= n * n
    return t1 - t2 + t3


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--d", type=int, default=16)
    ap.add_argument("--n", type=int, default=1024)
    ap.add_argument("--top", type=int, default=8)
    args = ap.parse_args()
    ps = primes(args.d)
    pts = {p: [radical_inverse(i + 1, p) for i in range(args.n)] for p in ps}
    res = []
    for j in range(args.d):
        for k in range(j + 1, args.d):
            res.append((centred_l2_2d(pts[ps[j]], pts[ps[k]]), ps[j], ps[k]))
    res.sort(reverse=True)
    print("worst 2-D projections, n = %d (centred L2 discrepancy)" % args.n)
    for disc, a, b in res[: args.top]:
        print("  bases %3d %3d   %.3e" % (a, b, math.sqrt(max(disc, 0.0))))


if __name__ == "__main__":
    main()
