#!/usr/bin/env python3
"""Appendix C: how many optimiser starts does each kernel need?

For R = 1, 2, 4, 8, 16 starts (seeds 0..S-1), record the best NLML and the test
RMSE.  Slow (about 20 minutes on a laptop); the paper's Figure 4 plots
results/ablation_restarts.csv.
"""
import argparse
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from gpkern import GPRegression, make_kernel, metrics  # noqa: E402
from gpkern.data import forecast_split, load_csv  # noqa: E402

KERNELS = [{"type": "qp", "period_guess": 0.5}, {"type": "sm", "Q": 2}, {"type": "sm", "Q": 3}]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", default="data/tides.csv")
    ap.add_argument("--restarts", type=int, nargs="+", default=[1, 2, 4, 8, 16])
    ap.add_argument("--seeds", type=int, default=5)
    ap.add_argument("--out", default="results/ablation_restarts.csv")
    a = ap.parse_args(argv)
    x, y = load_csv(a.data)
    sp = forecast_split(x, y)
    os.makedirs(os.path.dirname(a.out), exist_ok=True)
    with open(a.out, "w") as f:
        f.write("kernel,restarts,seed,nlml_per_point,rmse\n")
        for spec in KERNELS:
            for R in a.restarts:
                for s in range(a.seeds):
                    gp = GPRegression(make_kernel(spec), noise=0.1)
                    gp.fit(sp.x_train, sp.y_train, restarts=R, seed=s)
                    m, _ = gp.predict(sp.x_test)
                    e = metrics.rmse(sp.y_test, m)
                    f.write(f"{gp.kernel.name},{R},{s},{gp.nlml_:.6f},{e:.6f}\n")
                    f.flush()
                    print(f"{gp.kernel.name:22s} R={R:2d} seed={s} nlml={gp.nlml_:.4f} rmse={e:.4f}")


if __name__ == "__main__":
    main()
