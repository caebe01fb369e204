"""Smoke test: fit a GP to a noisy sine and check the forecast is sensible.

    python -m gpkern.demo

Runs in a couple of seconds; used by the conda recipe's test section and by
CI.  It is not one of the paper's experiments.
"""
import math
import sys

import numpy as np

from . import _config
from .gp import GPRegression
from .kernels import QuasiPeriodicKernel, RBFKernel
from .metrics import coverage, rmse


def main():
    rng = np.random.default_rng(1)
    x = np.sort(rng.uniform(0, 6, 60))
    y = np.sin(2 * math.pi * x / 1.5) + 0.1 * rng.standard_normal(60)
    xt = np.linspace(6, 7, 20)
    yt = np.sin(2 * math.pi * xt / 1.5)
    print(f"gpkern demo ({_config.describe()})")
    ok = True
    for kern in (RBFKernel(), QuasiPeriodicKernel(period_guess=1.5)):
        gp = GPRegression(kern, noise=0.05).fit(x, y, restarts=1, seed=0)
        m, v = gp.predict(xt)
        e = rmse(yt, m)
        c = coverage(yt, m, v)
        print(f"  {kern.name:<16s} rmse={e:.3f} coverage={c:.2f}  {gp.kernel.describe()}")
        ok &= np.isfinite(e)
    qp_err = rmse(yt, GPRegression(QuasiPeriodicKernel(period_guess=1.5), noise=0.05)
                  .fit(x, y, restarts=1, seed=0).predict(xt)[0])
    ok &= qp_err < 0.3
    print("smoke test passed" if ok else "smoke test FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
