#!/usr/bin/env python3
"""Sanity-check sites tables: five tab-separated columns, positive weights,
min_size <= max_size, a known lifetime class; print the class mix.

    python3 tools/check_sites.py data/sites_*.tsv
"""
import collections
import sys

CLASSES = {"short", "medium", "long", "immortal", "static"}


def check(path):
    errors = 0
    mix = collections.Counter()
    total = 0
    with open(path) as f:
        for lno, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            cols = line.split("\t")
            if len(cols) != 5:
                print("%s:%d: %d columns" % (path, lno, len(cols)))
                errors += 1
                continue
            name, w, lo, hi, cls = cols
            try:
                w, lo, hi = int(w), int(lo), int(hi)
            except ValueError:
                print("%s:%d: non-numeric weight or size" % (path, lno))
                errors += 1
                continue
            if w <= 0 or lo <= 0 or hi < lo:
                print("%s:%d: bad weight or size range" % (path, lno))
                errors += 1
            if cls.lower() not in CLASSES:
                print("%s:%d: unknown class %r (treated as medium)" % (path, lno, cls))
            mix[cls.lower()] += w
            total += w
    print("%s: %s" % (path, ", ".join("%s %.1f%%" % (c, 100.0 * n / total)
                                       for c, n in sorted(mix.items())) if total else "empty"))
    return errors


def main(paths):
    if not paths:
        sys.exit(__doc__)
    return 1 if sum(check(p) for p in paths) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
