#!/usr/bin/env python3
"""LRU miss-ratio curve of a trace from its reuse (stack) distances.

The stack distance of a request is the number of distinct objects requested
since the previous request for the same object; an LRU cache of capacity C hits
exactly the requests with distance < C, so one pass gives the whole LRU curve
(Mattson et al.).  Distances are counted with a Fenwick tree over request
positions: O(n log n).

    python3 tools/reuse_distance.py data/scan.trace.gz --capacities 500,2000
    python3 tools/reuse_distance.py data/web.trace.gz --curve results/web-lru.csv

Used to cross-check cachesim's LRU (tests/test_tools.py) and for the MRC figures.
"""
import argparse
import csv
import sys

from trace_io import read_keys


class Fenwick:
    def __init__(self, n):
        self.n = n
        self.t = [0] * (n + 1)

    def add(self, i, v):
        i += 1
        while i <= self.n:
            self.t[i] += v
            i += i & -i

    def prefix(self, i):
        """sum of positions 0..i-1"""
        s = 0
        while i > 0:
            s += self.t[i]
            i -= i & -i
        return s


def stack_distances(keys):
    """Yield the stack distance of every request (None for a first reference)."""
    last = {}
    tree = Fenwick(len(keys))
    for pos, k in enumerate(keys):
        prev = last.get(k)
        if prev is None:
            yield None
        else:
            # distinct objects touched strictly between prev and pos = live marks in (prev, pos)
            yield tree.prefix(pos) - tree.prefix(prev + 1)
            tree.add(prev, -1)
        tree.add(pos, 1)
        last[k] = pos


def histogram(keys):
    hist, cold = {}, 0
    for d in stack_distances(keys):
        if d is None:
            cold += 1
        else:
            hist[d] = hist.get(d, 0) + 1
    return hist, cold


def lru_hits(hist, capacity):
    return sum(n for d, n in hist.items() if d < capacity)


def curve(hist, n_requests, max_capacity, step):
    dist = sorted(hist.items())
    hits, i, out = 0, 0, []
    for cap in range(step, max_capacity + 1, step):
        while i < len(dist) and dist[i][0] < cap:
            hits += dist[i][1]
            i += 1
        out.append((cap, hits / n_requests if n_requests else 0.0))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("trace")
    ap.add_argument("--capacities", default="500,2000")
    ap.add_argument("--curve", help="write the whole curve (capacity,hit_ratio) here")
    ap.add_argument("--max-capacity", type=int, default=10_000)
    ap.add_argument("--step", type=int, default=100)
    args = ap.parse_args()

    keys = read_keys(args.trace)
    hist, cold = histogram(keys)
    print(f"{args.trace}: {len(keys)} requests, {cold} first references", file=sys.stderr)
    for cap in (int(c) for c in args.capacities.split(",")):
        h = lru_hits(hist, cap)
        print(f"policy=lru capacity={cap} requests={len(keys)} hits={h} "
              f"misses={len(keys) - h} hit_ratio={h / len(keys):.4f}")
    if args.curve:
        with open(args.curve, "w", newline="") as f:
            w = csv.writer(f)
            w.writerow(["capacity", "hit_ratio"])
            w.writerows((c, f"{r:.6f}") for c, r in curve(hist, len(keys), args.max_capacity, args.step))


if __name__ == "__main__":
    main()
