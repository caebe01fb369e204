#!/usr/bin/env python3
"""Generate the follow-up study's synthetic workloads (tools/tracegen) as CSV traces.

    python3 tools/make_workloads.py --seed 2014 --out traces/synthetic --requests 1000000
"""
import argparse
import gzip
import os
import random

from tracegen import GENERATORS


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=2014)
    ap.add_argument("--requests", type=int, default=1_000_000)
    ap.add_argument("--out", default="traces/synthetic")
    ap.add_argument("--only", choices=sorted(GENERATORS), action="append")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    for k, (name, gen) in enumerate(sorted(GENERATORS.items())):
        if args.only and name not in args.only:
            continue
        rng = random.Random(args.seed * 100 + k)
        keys = gen(rng, args.requests)
        path = os.path.join(args.out, f"{name}.csv.gz")
        with gzip.GzipFile(path, "wb", mtime=0) as f:
            f.write(b"timestamp,obj,size,op\n")
            f.write("".join(f"{i},{key},4096,GET\n" for i, key in enumerate(keys)).encode())
        print(f"wrote {path}: {len(keys)} requests")


if __name__ == "__main__":
    main()
