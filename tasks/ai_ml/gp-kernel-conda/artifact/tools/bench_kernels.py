#!/usr/bin/env python3
"""Time the compiled NLML (value + gradient) for each kernel and a few sizes.

Useful to see which BLAS/LAPACK the extension picked up:
    python3 tools/bench_kernels.py --sizes 100 200 400
"""
import argparse
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

import numpy as np  # noqa: E402

from gpkern import _ckernels  # noqa: E402
from gpkern.kernels import (Matern52Kernel, QuasiPeriodicKernel, RBFKernel,  # noqa: E402
                            SpectralMixtureKernel)


def bench(kern, n, reps):
    rng = np.random.default_rng(n)
    x = np.sort(rng.uniform(0, 20, n))
    y = np.sin(x) + 0.1 * rng.standard_normal(n)
    th = np.append(kern.init_from_data(x, y), np.log(0.1))
    _ckernels.nlml(kern.kind, kern.Q, th, x, y, 1e-8)
    t0 = time.perf_counter()
    for _ in range(reps):
        _ckernels.nlml(kern.kind, kern.Q, th, x, y, 1e-8)
    return (time.perf_counter() - t0) / reps


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", type=int, nargs="+", default=[100, 200, 400])
    ap.add_argument("--reps", type=int, default=20)
    a = ap.parse_args(argv)
    kernels = [RBFKernel(), Matern52Kernel(), QuasiPeriodicKernel(), SpectralMixtureKernel(Q=3)]
    print(f"{'kernel':<22s}" + "".join(f"{n:>10d}" for n in a.sizes))
    for k in kernels:
        times = [bench(k, n, a.reps) for n in a.sizes]
        print(f"{k.name:<22s}" + "".join(f"{1e3 * t:9.2f}ms" for t in times))


if __name__ == "__main__":
    main()
