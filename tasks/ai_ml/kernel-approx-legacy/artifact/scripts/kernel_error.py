#!/usr/bin/env python
"""Figure 1: relative Frobenius error of the approximate kernel matrix vs. number of components.

Uses a random subsample of the training inputs (the full 1500 x 1500 kernel is fine too, but
slower with many seeds).
"""
import argparse
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from rffbench.config import load_config  # noqa: E402
from rffbench.evaluate import prepare  # noqa: E402
from rffbench.features import make_approximation  # noqa: E402
from rffbench.krr import rbf_kernel  # noqa: E402
from rffbench.metrics import relative_kernel_error  # noqa: E402
from rffbench.plotting import error_curves  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--config", default="configs/figure1.yaml")
    ap.add_argument("--out", default="results/figure1.csv")
    ap.add_argument("--plot", default=None, help="also write a PNG (needs matplotlib)")
    args = ap.parse_args()
    cfg = load_config(args.config)
    Xtr, _, _, _ = prepare(cfg)
    rng = np.random.RandomState(cfg.get("subsample_seed", 0))
    idx = rng.choice(len(Xtr), size=min(cfg.get("subsample", 500), len(Xtr)), replace=False)
    X = Xtr[idx]
    K = rbf_kernel(X, X, cfg["kernel"]["gamma"])
    rows = []
    for method in cfg["methods"]:
        for m in cfg["components"]:
            errs = []
            for rep in range(cfg["repeats"]):
                approx = make_approximation(method, m, cfg["kernel"]["gamma"], cfg["approx_seed"] + rep)
                errs.append(relative_kernel_error(K, approx.fit_transform(X)))
            rows.append((method, m, np.mean(errs), np.std(errs)))
            print("%-9s m=%-5d error %.4f +- %.4f" % rows[-1])
    if os.path.dirname(args.out) and not os.path.isdir(os.path.dirname(args.out)):
        os.makedirs(os.path.dirname(args.out))
    with open(args.out, "w") as f:
        f.write("method,components,error_mean,error_std\n")
        for r in rows:
            f.write("%s,%d,%.6f,%.6f\n" % r)
    if args.plot:
        error_curves(rows, args.plot)


if __name__ == "__main__":
    main()
