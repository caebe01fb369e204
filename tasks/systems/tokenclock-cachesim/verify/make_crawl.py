#!/usr/bin/env python3
"""Make artifact/examples/crawl.trace.gz (public) and verify/inputs/crawl.trace.gz (hidden):
text traces in the paper's format with a working set of more than 65,536 distinct objects
(a crawler-like mix: mostly first references, a Zipf-popular core re-referenced).
The paper's traces have at most 28,890 distinct objects, so large capacities are a code
path Table 1 never takes. Run once from the task directory:

    python3 verify/make_crawl.py
"""
import gzip
import itertools
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))


def workload(seed, n, n_core, new_share):
    rng = random.Random(seed)
    core = rng.sample(range(1, 900000), n_core)
    cum = list(itertools.accumulate(1.0 / r ** 0.8 for r in range(1, n_core + 1)))
    seen_new, keys, nxt = [], [], 1000000 + rng.randrange(1000)
    while len(keys) < n:
        u = rng.random()
        if u < new_share:
            nxt += rng.randrange(1, 7)
            keys.append(nxt)
            seen_new.append(nxt)
        elif u < new_share + 0.08 and seen_new:
            keys.append(seen_new[-rng.randrange(1, min(len(seen_new), 90000) + 1)])
        else:
            keys.append(rng.choices(core, cum_weights=cum)[0])
    return keys


def write(path, keys, header):
    with open(path, "wb") as raw:
        with gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as g:
            g.write(header.encode())
            g.write("".join(f"{k}\n" for k in keys).encode())


if __name__ == "__main__":
    pub = workload(1871, 140000, 20000, 0.55)
    write(os.path.join(HERE, "..", "artifact", "examples", "crawl.trace.gz"), pub,
          "# crawler excerpt, 140000 requests\n")
    hid = workload(90210, 160000, 25000, 0.55)
    write(os.path.join(HERE, "inputs", "crawl.trace.gz"), hid, "# crawl\n")
    for name, k in (("public", pub), ("hidden", hid)):
        print(name, len(k), len(set(k)))
