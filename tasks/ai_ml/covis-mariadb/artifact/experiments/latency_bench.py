#!/usr/bin/env python3
"""Serving latency of the neighbour lookup (Section 6, "Serving").

Times `covis.features.neighbours` for random SKUs of a loaded dataset, the query the
recommendation API issues per page view. The paper quotes p50/p99 from the authors'
laptop; absolute numbers depend on the machine and are not part of the reproduction.
"""
import argparse
import random
import statistics
import time

from common import db, logutil, load_config, dataset_id

from covis import features


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/paper.yaml")
    ap.add_argument("--data", default="data/raw")
    ap.add_argument("-n", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    logutil.setup()
    cfg = load_config(args.config)
    rng = random.Random(args.seed)
    with db.session(cfg["db"]) as conn:
        ds = dataset_id(conn, args.data, cfg["dataset"]["name"])
        skus = [r[0] for r in db.query(conn, "SELECT sku FROM items WHERE dataset_id = %s", (ds,))]
        lat = []
        empty = 0
        for _ in range(args.n):
            sku = rng.choice(skus)
            t0 = time.perf_counter()
            res = features.neighbours(conn, ds, sku, 10)
            lat.append((time.perf_counter() - t0) * 1000)
            empty += not res
    lat.sort()
    p = lambda q: lat[min(len(lat) - 1, int(q * len(lat)))]  # noqa: E731
    print(f"{args.n} lookups: p50={p(0.5):.3f} ms  p99={p(0.99):.3f} ms  mean={statistics.mean(lat):.3f} ms  "
          f"empty={empty}")


if __name__ == "__main__":
    main()
