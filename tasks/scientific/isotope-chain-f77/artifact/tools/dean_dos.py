#!/usr/bin/env python3
"""Integrated density of states of a long disordered chain by Dean's
negative-eigenvalue counting (Sturm sequence), no diagonalisation.

    python3 tools/dean_dos.py [--n 100000] [--ratio 2.0] [--conc 0.3]

Prints omega and the fraction of modes below omega on an even grid up to
the Gershgorin bound of the spectrum.  Used in 2003 to check that the
finite chains of chain.f have the bulk spectrum (docs/method.md); not part
of the paper.  Pure Python: about 10 s for N = 10^5 and 40 frequencies.
"""
import argparse
import math


class ParkMiller:
    """The generator of chain.f (URAND), so the same seed gives the same masses."""

    A, M, Q, R = 16807, 2147483647, 127773, 2836

    def __init__(self, seed):
        self.state = seed

    def __call__(self):
        k = self.state // self.Q
        self.state = self.A * (self.state - k * self.Q) - self.R * k
        if self.state < 0:
            self.state += self.M
        return self.state / self.M


def masses(n, conc, ratio, seed):
    rnd = ParkMiller(seed)
    return [ratio if rnd() < conc else 1.0 for _ in range(n)]


def count_below(diag, off2, lam):
    """Number of eigenvalues below lam of the symmetric tridiagonal matrix
    with diagonal diag and squared off-diagonal off2."""
    count = 0
    q = diag[0] - lam
    if q < 0:
        count += 1
    for i in range(1, len(diag)):
        if q == 0.0:
            q = 1e-300
        q = diag[i] - lam - off2[i - 1] / q
        if q < 0:
            count += 1
    return count


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=100000)
    ap.add_argument("--conc", type=float, default=0.30)
    ap.add_argument("--ratio", type=float, default=2.0)
    ap.add_argument("--seed", type=int, default=19980417)
    ap.add_argument("--points", type=int, default=40)
    args = ap.parse_args()

    m = masses(args.n, args.conc, args.ratio, args.seed)
    diag = [2.0 / mi for mi in m]
    off2 = [1.0 / (m[i] * m[i + 1]) for i in range(args.n - 1)]
    off = [0.0] + [math.sqrt(x) for x in off2] + [0.0]
    top = math.sqrt(max(diag[i] + off[i] + off[i + 1] for i in range(args.n)))
    print("# N = %d  c = %.2f  r = %.2f  seed %d" % (args.n, args.conc, args.ratio, args.seed))
    print("#  omega     IDOS")
    for k in range(1, args.points + 1):
        w = top * k / args.points
        frac = count_below(diag, off2, w * w) / args.n
        print("%8.4f  %.5f" % (w, frac))


if __name__ == "__main__":
    main()
