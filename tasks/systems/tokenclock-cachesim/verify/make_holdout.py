#!/usr/bin/env python3
"""Make verify/inputs/holdout.trace.gz (the hidden trace replayed at verify time) and
artifact/examples/cdn-sample.trace.gz (the public excerpt the README names).

Both are text traces in the paper's format (one decimal id per line, gzip members of
10,000 requests) whose object ids are 64-bit CDN-style ids: customer number in the top
byte, a 56-bit URL hash below it. About one customer in twelve has a number >= 128, so
its ids are >= 2**63 (the code path the paper's small ids never take).

The request mix is one the paper does not use (Zipf(0.7) popularity, short scans, a
small loop), so the hit counts cannot be copied from paper.md; check.py computes the
expected counts itself from the hidden file. Run once from the task directory (this
generator stays on the host; only verify/inputs/ is staged):

    python3 verify/make_holdout.py
"""
import gzip
import itertools
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))


def cdn_id(rng):
    return (rng.randrange(1, 140) << 56) | rng.getrandbits(56)


def workload(seed, n, n_objects, loop_len):
    rng = random.Random(seed)
    ids = [cdn_id(rng) for _ in range(n_objects)]
    cum = list(itertools.accumulate(1.0 / r ** 0.7 for r in range(1, n_objects + 1)))
    loop = [cdn_id(rng) for _ in range(loop_len)]
    keys, loop_i = [], 0
    while len(keys) < n:
        u = rng.random()
        if u < 0.75:
            keys.append(rng.choices(ids, cum_weights=cum)[0])
        elif u < 0.996:
            keys.append(loop[loop_i % loop_len])
            loop_i += 1
        else:
            keys.extend(cdn_id(rng) for _ in range(50))     # one-touch objects
    return keys[:n]


def write(path, keys, title, member=10_000):
    # gzip members of `member` requests, like the artifact's own traces
    with open(path, "wb") as raw:
        for start in range(0, len(keys), member):
            with gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as f:
                head = f"# {title}\n".encode() if start == 0 else b""
                f.write(head + "".join(f"{k}\n" for k in keys[start:start + member]).encode())
    print(f"wrote {path}: {len(keys)} requests, {len(set(keys))} distinct objects")


write(os.path.join(HERE, "inputs", "holdout.trace.gz"),
      workload(7, 30_000, 3_000, 400), "holdout trace")
write(os.path.join(HERE, "..", "artifact", "examples", "cdn-sample.trace.gz"),
      workload(20140301, 20_000, 2_500, 300),
      "cdn-2014-03 excerpt, GETs only, converted with tools/convert_trace.py --to text")
