#!/usr/bin/env python3
"""Print the gain of one policy over another from a result CSV.

    python3 scripts/compare.py results/table2.csv lru secondhit
"""
import csv
import sys


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: compare.py RESULT.csv BASE POLICY")
    path, base, pol = sys.argv[1:]
    rows = list(csv.DictReader(open(path)))
    by = {(r["policy"], r["cache_mb"]): r for r in rows}
    sizes = sorted({r["cache_mb"] for r in rows}, key=int)
    print("| cache | %s hit | %s hit | gain | %s writes | %s writes | fewer writes |" % (base, pol, base, pol))
    print("|---:|---:|---:|---:|---:|---:|---:|")
    for s in sizes:
        b, p = by.get((base, s)), by.get((pol, s))
        if b is None or p is None:
            continue
        hb, hp = float(b["hit_ratio"]), float(p["hit_ratio"])
        wb, wp = int(b["admissions"]), int(p["admissions"])
        print("| %s MB | %.4f | %.4f | %+.2f%% | %d | %d | %.1fx |" % (
            s, hb, hp, 100 * (hp - hb) / hb, wb, wp, wb / max(wp, 1)))


if __name__ == "__main__":
    main()
