#!/usr/bin/env python3
"""Latency of the exported variants at several batch sizes and thread counts.

Not part of Table 2 (latency depends on the machine); the paper's Figure 3 came from this on
the author's laptop.

    python tools/bench_latency.py work/paper/model_fp32.onnx work/paper/model_int8_dynamic.onnx
"""
import argparse
import json
import os
import sys
import time

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src"))
from intentq.runtime import make_session  # noqa: E402


def synthetic_batch(n, seq, vocab, rng):
    ids = rng.integers(2, vocab, size=(n, seq)).astype(np.int64)
    lengths = rng.integers(3, seq + 1, size=n)
    mask = (np.arange(seq)[None, :] < lengths[:, None]).astype(np.float32)
    ids = ids * mask.astype(np.int64)
    return ids, mask


def bench(path, batch, threads, seq=24, vocab=900, iters=50, warmup=5, seed=0):
    sess = make_session(path, {"intra_op_threads": threads, "graph_optimization_level": "all"})
    rng = np.random.default_rng(seed)
    ids, mask = synthetic_batch(batch, seq, vocab, rng)
    feeds = {"input_ids": ids, "attention_mask": mask}
    for _ in range(warmup):
        sess.run(None, feeds)
    times = []
    for _ in range(iters):
        t0 = time.perf_counter()
        sess.run(None, feeds)
        times.append(time.perf_counter() - t0)
    t = np.array(times) * 1000.0
    return {"model": os.path.basename(path), "batch": batch, "threads": threads,
            "p50_ms": float(np.percentile(t, 50)), "p90_ms": float(np.percentile(t, 90)),
            "per_example_ms": float(np.percentile(t, 50)) / batch}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("models", nargs="+")
    ap.add_argument("--batches", default="1,8,64")
    ap.add_argument("--threads", default="1,2")
    ap.add_argument("--json", default=None, help="also write the rows here")
    args = ap.parse_args()
    rows = []
    for m in args.models:
        for b in [int(x) for x in args.batches.split(",")]:
            for t in [int(x) for x in args.threads.split(",")]:
                r = bench(m, b, t)
                rows.append(r)
                print("%-28s batch %3d threads %d  p50 %.3f ms  p90 %.3f ms  (%.4f ms/ex)" % (
                    r["model"], b, t, r["p50_ms"], r["p90_ms"], r["per_example_ms"]))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=2)


if __name__ == "__main__":
    main()
