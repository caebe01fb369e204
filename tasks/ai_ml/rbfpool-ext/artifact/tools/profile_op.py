#!/usr/bin/env python3
"""Profile the operator on the CPU: neighbour search, weights, forward, backward."""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import torch  # noqa: E402

from rbfpool.ops import aggregate, backend, neighbourhood  # noqa: E402
from rbfpool.utils.timer import Timer  # noqa: E402


def main():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--batch", type=int, default=32)
    p.add_argument("--points", type=int, default=1024)
    p.add_argument("--channels", type=int, default=64)
    p.add_argument("--k", type=int, default=16)
    p.add_argument("--sigma", type=float, default=0.1)
    p.add_argument("--repeats", type=int, default=10)
    args = p.parse_args()
    print("backend:", backend(), "| threads:", torch.get_num_threads())
    pos = torch.rand(args.batch, args.points, 3)
    feat = torch.randn(args.batch, args.points, args.channels, requires_grad=True)
    t = Timer()
    for _ in range(args.repeats):
        with t.section("neighbourhood"):
            idx, w = neighbourhood(pos, args.k, args.sigma)
        with t.section("forward"):
            out = aggregate(feat, idx, w)
        with t.section("backward"):
            out.sum().backward()
    for name, row in t.report().items():
        print("{:14s} {:8.3f} ms/call".format(name, row["mean_ms"]))


if __name__ == "__main__":
    main()
