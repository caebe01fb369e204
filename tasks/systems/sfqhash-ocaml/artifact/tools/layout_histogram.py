#!/usr/bin/env python3
"""Histogram of flows per bucket from `sfqsim layout` output (stdin).

    sfqsim layout -c conf/table2.conf --buckets 64 | python3 tools/layout_histogram.py
"""
import collections
import re
import sys

LINE = re.compile(r"^\s*\d+\s+(elephant|mouse)\s+\S+\s+bucket\s+(\d+)")


def main():
    per_bucket = collections.Counter()
    elephants = collections.Counter()
    for line in sys.stdin:
        m = LINE.match(line)
        if not m:
            continue
        b = int(m.group(2))
        per_bucket[b] += 1
        if m.group(1) == "elephant":
            elephants[b] += 1
    if not per_bucket:
        raise SystemExit("no layout lines on stdin")
    hist = collections.Counter(per_bucket.values())
    print("flows/bucket  buckets")
    for k in sorted(hist):
        print("%12d  %7d %s" % (k, hist[k], "#" * hist[k]))
    shared = sorted(b for b, n in elephants.items() if n >= 2)
    print("buckets with >= 2 elephants:", len(shared), shared)


if __name__ == "__main__":
    main()
