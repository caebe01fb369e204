#!/usr/bin/env python3
"""Generate the three synthetic request traces of the paper (data/*.trace.gz).

The traces in data/ were made with this script; it needs only the Python standard
library and is deterministic for a given seed:

    python3 tools/make_traces.py --seed 2012 --out data
"""
import argparse
import gzip
import itertools
import os
import random


def zipf_sampler(rng, n_objects, alpha, first_id=0):
    """Return a function drawing object ids first_id..first_id+n-1, Zipf(alpha) by rank."""
    weights = [1.0 / (rank ** alpha) for rank in range(1, n_objects + 1)]
    cum = list(itertools.accumulate(weights))
    ids = list(range(first_id, first_id + n_objects))
    rng.shuffle(ids)                      # popularity is not correlated with the id

    def draw():
        return rng.choices(ids, cum_weights=cum)[0]
    return draw


def web_trace(rng, n):
    """Skewed web-object popularity: Zipf(0.8) over 10,000 objects."""
    draw = zipf_sampler(rng, 10_000, 0.8)
    return [draw() for _ in range(n)]


def scan_trace(rng, n):
    """A hot Zipf(0.9) working set interrupted by one-touch sequential scans (a database
    running reports): every 12,000 requests a scan reads 3,000 never-seen-before ids."""
    draw = zipf_sampler(rng, 5_000, 0.9)
    out, next_cold = [], 100_000
    while len(out) < n:
        out.extend(draw() for _ in range(9_000))
        out.extend(range(next_cold, next_cold + 3_000))
        next_cold += 3_000
    return out[:n]


def loop_trace(rng, n):
    """A loop over 2,600 objects (an iterative job), 40% of requests going to an
    unrelated Zipf(1.0) population of 4,000 objects."""
    draw = zipf_sampler(rng, 4_000, 1.0, first_id=50_000)
    out, i = [], 0
    while len(out) < n:
        if rng.random() < 0.4:
            out.append(draw())
        else:
            out.append(i % 2_600)
            i += 1
    return out


TRACES = {"web": web_trace, "scan": scan_trace, "loop": loop_trace}


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=2012)
    ap.add_argument("--requests", type=int, default=100_000)
    ap.add_argument("--out", default="data")
    ap.add_argument("--chunk", type=int, default=40_000, help="requests per gzip member")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    for k, (name, gen) in enumerate(TRACES.items()):
        rng = random.Random(args.seed * 10 + k)
        keys = gen(rng, args.requests)
        path = os.path.join(args.out, f"{name}.trace.gz")
        # Written chunk by chunk, one gzip member per chunk (the cluster job that made
        # the long traces appended to the file as it went; `zcat` and zlib read the
        # members as one stream).  mtime=0 keeps the .gz byte-identical from run to run.
        with open(path, "wb") as raw:
            for start in range(0, len(keys), args.chunk):
                with gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as f:
                    if start == 0:
                        f.write(f"# {name} trace, seed {args.seed}, {len(keys)} requests\n".encode())
                    f.write("".join(f"{key}\n" for key in keys[start:start + args.chunk]).encode())
        print(f"wrote {path}: {len(keys)} requests, {len(set(keys))} distinct objects")


if __name__ == "__main__":
    main()
