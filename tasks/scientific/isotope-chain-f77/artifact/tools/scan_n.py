#!/usr/bin/env python3
"""Finite-size check (referee 2, 2006): mean PR and localised fraction
against the chain length at one mass ratio.

    python3 tools/scan_n.py [--ratio 2.0] [--sizes 100 200 400 600]

In one dimension every mode is localised for N -> infinity, so the
localised fraction must grow with N; the question of the referee was
how fast.  Every size gets the same seed, so the smaller chains are not
prefixes of the larger ones.  Prints a table; nothing is written.
"""
import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from chainlib.analysis import onset_frequency  # noqa: E402
from chainlib.parse import parse_summary  # noqa: E402
from chainlib.runner import make_deck, run_chain  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ratio", type=float, default=2.0)
    ap.add_argument("--conc", type=float, default=0.30)
    ap.add_argument("--sizes", type=int, nargs="+", default=[100, 200, 400, 600])
    ap.add_argument("--modes", type=int, default=9600,
                    help="modes per size; realisations = modes / N")
    ap.add_argument("--seed", type=int, default=19980417)
    args = ap.parse_args()

    print("# r = %.2f  c = %.2f  %d modes per size" % (args.ratio, args.conc, args.modes))
    print("#    N  nreal   <PR>    f_loc   w_loc    N*<PR>   sec")
    for n in args.sizes:
        nreal = max(1, args.modes // n)
        t0 = time.time()
        res = parse_summary(run_chain(make_deck(n, nreal, args.seed, args.conc,
                                                args.ratio, 0.05, 20)))
        w = onset_frequency(res["bins"], res["bin_pr"], res["counts"], 0.05)
        print("%6d %6d  %.4f  %.4f  %.4f  %8.2f  %5.1f" % (
            n, nreal, res["mean_pr"], res["loc_frac"], w, n * res["mean_pr"],
            time.time() - t0))


if __name__ == "__main__":
    main()
