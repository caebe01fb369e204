#!/usr/bin/env python3
"""Summary statistics of request traces: requests, distinct objects, one-touch
share, the most popular objects and a Zipf exponent fitted to the rank/frequency
curve (least squares on log-log, top 1,000 ranks).

    python3 tools/trace_stats.py data/*.trace.gz
"""
import argparse
import math
from collections import Counter

from trace_io import read_keys


def zipf_alpha(counts, top=1000):
    freqs = sorted(counts.values(), reverse=True)[:top]
    if len(freqs) < 2:
        return float("nan")
    xs = [math.log(r) for r in range(1, len(freqs) + 1)]
    ys = [math.log(f) for f in freqs]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    sxx = sum((x - mx) ** 2 for x in xs)
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    return -sxy / sxx


def describe(path):
    keys = read_keys(path)
    counts = Counter(keys)
    one_touch = sum(1 for c in counts.values() if c == 1)
    return {
        "trace": path,
        "requests": len(keys),
        "objects": len(counts),
        "one_touch": one_touch / len(counts) if counts else 0.0,
        "top10_share": sum(c for _, c in counts.most_common(10)) / len(keys) if keys else 0.0,
        "zipf_alpha": zipf_alpha(counts),
    }


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("traces", nargs="+")
    args = ap.parse_args()
    print(f"{'trace':32s} {'requests':>9s} {'objects':>8s} {'1-touch':>8s} {'top10':>7s} {'alpha':>6s}")
    for path in args.traces:
        d = describe(path)
        print(f"{d['trace']:32s} {d['requests']:9d} {d['objects']:8d} {d['one_touch']:8.3f} "
              f"{d['top10_share']:7.3f} {d['zipf_alpha']:6.2f}")


if __name__ == "__main__":
    main()
