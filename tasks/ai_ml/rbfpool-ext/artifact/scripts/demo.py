#!/usr/bin/env python3
"""Show what the operator does on one shape: neighbourhoods and kernel weights."""
import argparse

import _common  # noqa: F401

import numpy as np
import torch

from rbfpool.data.synthetic import CLASSES, make_split
from rbfpool.ops import neighbourhood


def main():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--shape", choices=CLASSES, default="torus")
    p.add_argument("--k", type=int, default=8)
    p.add_argument("--sigma", type=float, default=0.2)
    p.add_argument("--seed", type=int, default=0)
    args = p.parse_args()

    x, y = make_split(args.seed, 60, n_points=64)
    i = int(np.flatnonzero(y == CLASSES.index(args.shape))[0])
    pos = torch.from_numpy(x[i:i + 1])
    idx, w = neighbourhood(pos, args.k, args.sigma)
    print("shape {} (set {}), k={}, sigma={}".format(args.shape, i, args.k, args.sigma))
    for q in range(0, 64, 16):
        nb = idx[0, q].tolist()
        ws = ", ".join("{:.3f}".format(v) for v in w[0, q].tolist())
        print("point {:2d}: neighbours {}\n          weights    [{}]".format(q, nb, ws))
    eff = 1.0 / (w[0] ** 2).sum(-1)
    print("effective neighbourhood size: mean {:.2f}, min {:.2f}, max {:.2f}".format(
        float(eff.mean()), float(eff.min()), float(eff.max())))


if __name__ == "__main__":
    main()
