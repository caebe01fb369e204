#!/usr/bin/env python3
"""Key movement per unit of weight, by rank bucket, from lbdump output.

    go run ./cmd/lbdump -policy ring-2c > results/dump_ring-2c.csv
    python3 scripts/movement_by_weight.py results/dump_ring-2c.csv

Table 2 counts moved keys; a cache refill is closer to moved weight for the
hot keys (they are re-fetched first). This prints both, per decade of rank.
"""
import csv
import math
import sys


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: movement_by_weight.py DUMP.csv")
    buckets = {}
    tot_keys = tot_w = mov_keys = mov_w = 0
    with open(sys.argv[1]) as f:
        for r in csv.DictReader(f):
            rank, w = int(r["rank"]), int(r["weight"])
            moved = r["before"] != r["after"]
            b = int(math.log10(rank))
            k = buckets.setdefault(b, [0, 0, 0, 0])
            k[0] += 1
            k[1] += w
            tot_keys += 1
            tot_w += w
            if moved:
                k[2] += 1
                k[3] += w
                mov_keys += 1
                mov_w += w
    if not tot_keys:
        sys.exit("empty dump")
    print("%-18s %8s %10s %10s" % ("ranks", "keys", "moved %", "weight %"))
    for b in sorted(buckets):
        n, w, mk, mw = buckets[b]
        lo, hi = 10 ** b, 10 ** (b + 1) - 1
        print("%-18s %8d %9.2f%% %9.2f%%" % ("%d-%d" % (lo, hi), n, 100 * mk / n, 100 * mw / w))
    print("%-18s %8d %9.2f%% %9.2f%%" % ("all", tot_keys, 100 * mov_keys / tot_keys, 100 * mov_w / tot_w))


if __name__ == "__main__":
    main()
