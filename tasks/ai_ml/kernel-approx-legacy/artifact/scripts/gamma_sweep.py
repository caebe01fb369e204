#!/usr/bin/env python
"""Sensitivity of exact KRR to gamma and alpha (validation split of the training logs).

The paper fixes gamma = 0.2 and alpha = 0.01 for every method, so that the approximations are
compared on the same kernel; this script shows how much exact KRR itself moves over a grid.
"""
import argparse
import os
import sys

import numpy as np
from sklearn.kernel_ridge import KernelRidge
from sklearn.model_selection import train_test_split

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from rffbench.config import load_config  # noqa: E402
from rffbench.evaluate import prepare  # noqa: E402
from rffbench.metrics import rmse  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--config", default="configs/gamma_sweep.yaml")
    args = ap.parse_args()
    cfg = load_config(args.config)
    Xtr, Xte, ytr, yte = prepare(cfg)
    Xfit, Xval, yfit, yval = train_test_split(Xtr, ytr, test_size=0.2, random_state=cfg["validation_seed"])
    best = None
    print("%8s %8s %10s %10s" % ("gamma", "alpha", "val_rmse", "test_rmse"))
    for gamma in cfg["sweep"]["gamma"]:
        for alpha in cfg["sweep"]["alpha"]:
            val = rmse(yval, KernelRidge(kernel="rbf", gamma=gamma, alpha=alpha).fit(Xfit, yfit).predict(Xval))
            test = rmse(yte, KernelRidge(kernel="rbf", gamma=gamma, alpha=alpha).fit(Xtr, ytr).predict(Xte))
            print("%8.3f %8.3f %10.6f %10.6f" % (gamma, alpha, val, test))
            if best is None or val < best[0]:
                best = (val, gamma, alpha)
    print("best on validation: gamma=%.3f alpha=%.3f (val rmse %.6f)" % (best[1], best[2], best[0]))
    spread = np.ptp([g for g in cfg["sweep"]["gamma"]])
    print("gamma range swept: %.3f" % spread)


if __name__ == "__main__":
    main()
