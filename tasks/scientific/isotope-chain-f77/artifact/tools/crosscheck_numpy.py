#!/usr/bin/env python3
"""Cross-check of chain.f with numpy.linalg.eigh (2005, after the DSTEV switch).

    python3 tools/crosscheck_numpy.py [--n 120] [--nreal 5] [--ratio 2.0]

Rebuilds the same chains (same generator and seed as URAND in chain.f),
diagonalises them with NumPy and compares the scalar summary (heavy
fraction, mean PR, localised fraction, mean omega_max) with what bin/chain
prints for the same deck.  The histogram is not compared.  Small chains
only: eigh on the dense matrix.
"""
import argparse
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from chainlib.parse import parse_summary  # noqa: E402
from chainlib.runner import make_deck, run_chain  # noqa: E402
from tools.dean_dos import ParkMiller  # noqa: E402


def census(n, nreal, seed, conc, ratio, prcut):
    rnd = ParkMiller(seed)
    nheavy = nloc = 0
    sum_pr = sum_wmax = 0.0
    for _ in range(nreal):
        m = np.array([ratio if rnd() < conc else 1.0 for _ in range(n)])
        nheavy += int((m != 1.0).sum())
        a = np.diag(2.0 / m)
        off = -1.0 / np.sqrt(m[:-1] * m[1:])
        a += np.diag(off, 1) + np.diag(off, -1)
        lam, z = np.linalg.eigh(a)
        pr = 1.0 / (n * (z ** 4).sum(axis=0))
        sum_pr += pr.sum()
        nloc += int((pr < prcut).sum())
        sum_wmax += np.sqrt(max(lam[-1], 0.0))
    return {
        "heavy_frac": nheavy / (n * nreal),
        "mean_pr": sum_pr / (n * nreal),
        "loc_frac": nloc / (n * nreal),
        "omega_max": sum_wmax / nreal,
    }


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=120)
    ap.add_argument("--nreal", type=int, default=5)
    ap.add_argument("--seed", type=int, default=4711)
    ap.add_argument("--conc", type=float, default=0.30)
    ap.add_argument("--ratio", type=float, default=2.0)
    args = ap.parse_args()

    ref = census(args.n, args.nreal, args.seed, args.conc, args.ratio, 0.05)
    got = parse_summary(run_chain(make_deck(args.n, args.nreal, args.seed, args.conc,
                                            args.ratio, 0.05, 10)))
    bad = 0
    for key, want in ref.items():
        have = float(got[key])
        ok = abs(have - want) <= 2e-6 + 1e-5 * abs(want)  # CHAIN prints 6 decimals
        bad += not ok
        print("%-11s numpy %.6f  chain %.6f  %s" % (key, want, have, "ok" if ok else "DIFFERS"))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
