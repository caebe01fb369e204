#!/usr/bin/env python3
"""Write the SHC-12 splits (train/dev/test jsonl) with the paper's seeds.

    python scripts/make_data.py --out data/
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src"))
from intentq.data.corpus import generate, write_jsonl  # noqa: E402

SPLITS = {"train": (1234, 6000), "dev": (1235, 800), "test": (1236, 2000)}


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", default="data")
    ap.add_argument("--base-seed", type=int, default=None,
                    help="override: seeds become base, base+1, base+2")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    for i, (name, (seed, n)) in enumerate(SPLITS.items()):
        if args.base_seed is not None:
            seed = args.base_seed + i
        rows = generate(seed, n)
        write_jsonl(rows, os.path.join(args.out, name + ".jsonl"))
        print("wrote %s: %d rows (seed %d)" % (name, len(rows), seed))


if __name__ == "__main__":
    main()
