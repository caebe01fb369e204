#!/usr/bin/env python3
"""Make verify/inputs/holdout.trace.gz, the hidden trace replayed at verify time.

A mix the paper does not use (Zipf(0.7) over 3,000 objects, short scans, a small loop),
so that its hit counts cannot be copied from paper.md. check.py computes the
expected hit counts itself from this file. Run once from the task directory (this generator stays on the host;
only its output in verify/inputs/ is staged):

    python3 verify/make_holdout.py
"""
import gzip
import itertools
import os
import random

rng = random.Random(7)
ids = list(range(3_000))
rng.shuffle(ids)
cum = list(itertools.accumulate(1.0 / r ** 0.7 for r in range(1, 3_001)))
keys, cold, loop_i = [], 10_000, 0
while len(keys) < 30_000:
    u = rng.random()
    if u < 0.75:
        keys.append(rng.choices(ids, cum_weights=cum)[0])
    elif u < 0.996:
        keys.append(20_000 + loop_i % 400)
        loop_i += 1
    else:
        keys.extend(range(cold, cold + 50))
        cold += 50
keys = keys[:30_000]
path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "inputs", "holdout.trace.gz")
# three gzip members of 10,000 requests, like the artifact's own traces (tools/make_traces.py
# writes members of 40,000): a reader that stops after the first member replays a third of it
with open(path, "wb") as raw:
    for start in range(0, len(keys), 10_000):
        with gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as f:
            head = b"# holdout trace\n" if start == 0 else b""
            f.write(head + "".join(f"{k}\n" for k in keys[start:start + 10_000]).encode())
print(f"wrote {path}: {len(keys)} requests")
