#!/usr/bin/env python3
"""Table 3: operator throughput on the GPU (forward + backward), vs. a dense baseline.

Needs a CUDA device and the CUDA build of the extension. Prints one row per
(N, k) with the median time of ``--repeats`` runs in milliseconds.
"""
import argparse
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

import torch  # noqa: E402

from rbfpool.ops import aggregate, neighbourhood  # noqa: E402
from rbfpool.ops import fallback  # noqa: E402
from rbfpool.utils.config import load_config  # noqa: E402


def dense_baseline(pos, feat, k, sigma):
    """All-pairs kernel with top-k masking: what one writes without a custom op."""
    d2 = torch.cdist(pos, pos) ** 2
    kth = d2.topk(k, dim=-1, largest=False).values[..., -1:]
    w = torch.exp(-d2 / (2 * sigma * sigma)) * (d2 <= kth).to(pos.dtype)
    w = w / w.sum(-1, keepdim=True)
    return torch.bmm(w, feat)


def time_it(fn, repeats, warmup=3):
    times = []
    for r in range(repeats + warmup):
        start = torch.cuda.Event(enable_timing=True)
        end = torch.cuda.Event(enable_timing=True)
        start.record()
        fn()
        end.record()
        torch.cuda.synchronize()
        if r >= warmup:
            times.append(start.elapsed_time(end))
    times.sort()
    return times[len(times) // 2]


def main():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--config", default=os.path.join(ROOT, "configs", "gpu_bench.yaml"))
    p.add_argument("--repeats", type=int, default=20)
    p.add_argument("--out", default=os.path.join(ROOT, "results", "table3.json"))
    args = p.parse_args()
    cfg = load_config(args.config)
    if not torch.cuda.is_available():
        sys.exit("bench_gpu.py needs a CUDA device")
    dev = torch.device("cuda")
    rows = []
    for n in cfg["bench"]["n_points"]:
        for k in cfg["bench"]["k"]:
            B, C = cfg["bench"]["batch"], cfg["bench"]["channels"]
            pos = torch.rand(B, n, 3, device=dev)
            feat = torch.randn(B, n, C, device=dev, requires_grad=True)
            sigma = cfg["bench"]["sigma"]

            def ours():
                idx, w = neighbourhood(pos, k, sigma)
                aggregate(feat, idx, w).sum().backward()

            def dense():
                dense_baseline(pos, feat, k, sigma).sum().backward()

            def ball():
                idx = fallback.neighbours(pos, k, sigma)
                w = fallback.rbf_weights(pos, idx, sigma)
                fallback.aggregate(feat, idx, w).sum().backward()

            row = {"n": n, "k": k, "ours_ms": time_it(ours, args.repeats)}
            row["ballquery_ms"] = time_it(ball, args.repeats)
            row["dense_ms"] = time_it(dense, args.repeats) if n <= 4096 else None
            rows.append(row)
            print(json.dumps(row))
    os.makedirs(os.path.dirname(args.out), exist_ok=True)
    with open(args.out, "w") as f:
        json.dump(rows, f, indent=1)


if __name__ == "__main__":
    main()
