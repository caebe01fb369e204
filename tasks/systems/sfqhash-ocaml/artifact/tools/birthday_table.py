#!/usr/bin/env python3
"""Print the uniform-hash ("birthday") expectations that Section 5 compares
with the measured layouts: expected number of buckets holding two or more
elephants, probability of no collision, and the expected share of a fair rate
an elephant gets.

    birthday_table.py --elephants 24 --buckets 16 32 64 128 256
"""
import argparse
from math import comb


def expected_shared(k, n):
    p0 = (1 - 1 / n) ** k
    p1 = k / n * (1 - 1 / n) ** (k - 1)
    return n * (1 - p0 - p1)


def p_no_collision(k, n):
    if k > n:
        return 0.0
    p = 1.0
    for i in range(k):
        p *= (n - i) / n
    return p


def expected_share(k, n):
    m, p = k - 1, 1 / n
    return sum(comb(m, i) * p ** i * (1 - p) ** (m - i) / (1 + i) for i in range(m + 1))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--elephants", type=int, default=24)
    ap.add_argument("--buckets", type=int, nargs="+", default=[16, 32, 64, 128, 256, 512, 1024])
    args = ap.parse_args()
    k = args.elephants
    print("%8s %14s %14s %14s" % ("buckets", "E[shared]", "P(no coll.)", "E[share]"))
    for n in args.buckets:
        print("%8d %14.3f %14.5f %14.4f" % (n, expected_shared(k, n), p_no_collision(k, n),
                                            expected_share(k, n)))


if __name__ == "__main__":
    main()
