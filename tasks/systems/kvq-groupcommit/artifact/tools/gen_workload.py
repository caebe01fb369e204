#!/usr/bin/env python3
"""Generate a kvq workload file (deterministic for a given seed).

    python3 tools/gen_workload.py --seed 2024 --ops 2000 --keys 300 \
        --put-ratio 0.5 --zipf 0.9 > workloads/table2.wl

Format: one operation per line, `P key value` or `G key`; '#' lines are
comments.  Keys follow a Zipf-like popularity; values are random
alphanumerics of 8..40 characters.
"""
import argparse
import random
import string

ALNUM = string.ascii_letters + string.digits


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--ops", type=int, default=2000)
    ap.add_argument("--keys", type=int, default=300)
    ap.add_argument("--put-ratio", type=float, default=0.5)
    ap.add_argument("--zipf", type=float, default=0.9)
    ap.add_argument("--min-val", type=int, default=8)
    ap.add_argument("--max-val", type=int, default=40)
    a = ap.parse_args()

    rng = random.Random(a.seed)
    keys = ["k%05d" % i for i in range(a.keys)]
    rng.shuffle(keys)
    weights = [1.0 / (i + 1) ** a.zipf for i in range(a.keys)]
    print("# kvq-workload v1 seed=%d ops=%d keys=%d put_ratio=%.2f zipf=%.2f"
          % (a.seed, a.ops, a.keys, a.put_ratio, a.zipf))
    written = set()
    for _ in range(a.ops):
        key = rng.choices(keys, weights)[0]
        if rng.random() < a.put_ratio or key not in written:
            n = rng.randint(a.min_val, a.max_val)
            print("P %s %s" % (key, "".join(rng.choice(ALNUM) for _ in range(n))))
            written.add(key)
        else:
            print("G %s" % key)


if __name__ == "__main__":
    main()
