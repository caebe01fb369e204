"""Reading tide-gauge CSV files and the forecasting split used in the paper."""
import csv
import os
from dataclasses import dataclass

import numpy as np


@dataclass
class Split:
    x_train: np.ndarray
    y_train: np.ndarray
    x_test: np.ndarray
    y_test: np.ndarray

    @property
    def sizes(self):
        return len(self.x_train), len(self.x_test)


def load_csv(path, x_col="t_days", y_col="level_m"):
    if not os.path.exists(path):
        raise FileNotFoundError(
            f"{path} not found; generate it with `python3 data/make_tides.py > {path}`")
    xs, ys = [], []
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            xs.append(float(row[x_col]))
            ys.append(float(row[y_col]))
    x, y = np.array(xs), np.array(ys)
    order = np.argsort(x, kind="stable")
    return x[order], y[order]


def forecast_split(x, y, train_fraction=0.8):
    """Train on the first ``train_fraction`` of the record (by time), test on the rest."""
    cut = x.min() + train_fraction * (x.max() - x.min())
    tr = x < cut
    return Split(x[tr], y[tr], x[~tr], y[~tr])


def interpolation_split(x, y, every=5):
    """Every ``every``-th point held out (used by the ablation, not by Table 2)."""
    idx = np.arange(len(x))
    te = idx % every == every - 1
    return Split(x[~te], y[~te], x[te], y[te])


def thin(x, y, n, seed=0):
    """Random subset of size n (kept in time order)."""
    if n >= len(x):
        return x, y
    rng = np.random.default_rng(seed)
    keep = np.sort(rng.choice(len(x), size=n, replace=False))
    return x[keep], y[keep]
