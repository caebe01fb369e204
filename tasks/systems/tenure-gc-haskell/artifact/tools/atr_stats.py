#!/usr/bin/env python3
"""Per-site lifetime quantiles of a recorded .atr trace (docs/TRACE_FORMAT.md).

Streams the file, so it works on multi-GB traces; memory is proportional to
the number of live objects.
"""
import argparse
import collections
import sys


def quantiles(xs, qs):
    xs = sorted(xs)
    if not xs:
        return [None for _ in qs]
    return [xs[min(len(xs) - 1, int(q * len(xs)))] for q in qs]


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("trace")
    ap.add_argument("--max-samples", type=int, default=100000,
                    help="lifetimes kept per site (reservoir of the first N)")
    args = ap.parse_args()

    clock = 0
    live = {}
    lifetimes = collections.defaultdict(list)
    allocs = collections.Counter()
    with open(args.trace) as f:
        for lno, line in enumerate(f, 1):
            parts = line.split()
            if not parts or parts[0] == "#":
                continue
            if parts[0] == "a" and len(parts) == 4:
                oid, site, size = int(parts[1]), int(parts[2]), int(parts[3])
                live[oid] = (site, clock)
                allocs[site] += 1
                clock += size
            elif parts[0] == "f" and len(parts) == 2:
                site, birth = live.pop(int(parts[1]))
                if len(lifetimes[site]) < args.max_samples:
                    lifetimes[site].append(clock - birth)
            else:
                sys.exit("%s:%d: bad line" % (args.trace, lno))
    print("site  allocs  never_freed  p50_kb  p90_kb  p99_kb")
    never = collections.Counter(site for site, _ in live.values())
    for site in sorted(allocs):
        p50, p90, p99 = quantiles(lifetimes[site], (0.5, 0.9, 0.99))
        fmt = lambda v: "-" if v is None else "%d" % (v // 1024)  # noqa: E731
        print("%4d  %6d  %11d  %6s  %6s  %6s" % (site, allocs[site], never[site],
                                                 fmt(p50), fmt(p90), fmt(p99)))


if __name__ == "__main__":
    main()
