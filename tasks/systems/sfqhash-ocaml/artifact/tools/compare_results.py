#!/usr/bin/env python3
"""Compare two table2.json files field by field (used when porting sfqsim to a
new compiler or machine).  Integers and digests must match exactly; floats to
the given tolerance."""
import argparse
import json
import sys

EXACT = ("mice_p99_delay", "drops", "digest", "shared_elephant_buckets", "max_bucket_flows")
FLOAT = ("jain", "eleph_min_share", "mice_drop_pct", "utilisation", "mice_mean_delay")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("--tol", type=float, default=1e-9)
    args = ap.parse_args()
    a = {r["scheduler"]: r for r in json.load(open(args.a))["rows"]}
    b = {r["scheduler"]: r for r in json.load(open(args.b))["rows"]}
    bad = 0
    for name in sorted(set(a) | set(b)):
        if name not in a or name not in b:
            print("%-8s only in %s" % (name, args.a if name in a else args.b))
            bad += 1
            continue
        for k in EXACT:
            if a[name].get(k) != b[name].get(k):
                print("%-8s %-24s %s != %s" % (name, k, a[name].get(k), b[name].get(k)))
                bad += 1
        for k in FLOAT:
            x, y = a[name].get(k), b[name].get(k)
            if x is None or y is None or abs(x - y) > args.tol:
                print("%-8s %-24s %s != %s" % (name, k, x, y))
                bad += 1
    print("%d difference(s)" % bad)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
