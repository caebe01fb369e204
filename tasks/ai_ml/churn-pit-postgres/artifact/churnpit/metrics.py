"""ROC AUC, bootstrap intervals, Brier score, log loss and calibration bins."""
import numpy as np


def average_ranks(x):
    """Ranks 1..n of x, ties receiving the mean of the ranks they span."""
    x = np.asarray(x)
    _, inverse, counts = np.unique(x, return_inverse=True, return_counts=True)
    ends = np.cumsum(counts)
    starts = ends - counts + 1
    return ((starts + ends) / 2.0)[inverse.ravel()]


def auc(p, y):
    """ROC AUC as the Mann-Whitney statistic (ties count one half)."""
    p = np.asarray(p, dtype=float)
    y = np.asarray(y, dtype=float)
    pos = y.sum()
    neg = len(y) - pos
    if pos == 0 or neg == 0:
        return float("nan")
    ranks = average_ranks(p)
    return float((ranks[y == 1].sum() - pos * (pos + 1) / 2) / (pos * neg))


def bootstrap_auc(p, y, n_boot=2000, seed=0, level=0.95):
    """Percentile bootstrap interval of the AUC (customers resampled with replacement)."""
    p = np.asarray(p, dtype=float)
    y = np.asarray(y, dtype=float)
    rng = np.random.default_rng(seed)
    stats = []
    for _ in range(n_boot):
        idx = rng.integers(0, len(y), size=len(y))
        a = auc(p[idx], y[idx])
        if a == a:  # skip resamples with one class only
            stats.append(a)
    lo, hi = np.quantile(stats, [(1 - level) / 2, (1 + level) / 2])
    return float(lo), float(hi)


def brier(p, y):
    p = np.asarray(p, dtype=float)
    return float(np.mean((p - np.asarray(y, dtype=float)) ** 2))


def log_loss(p, y, eps=1e-15):
    p = np.clip(np.asarray(p, dtype=float), eps, 1 - eps)
    y = np.asarray(y, dtype=float)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def calibration_bins(p, y, bins=10):
    """(mean predicted, observed rate, count) per equal-width probability bin."""
    p = np.asarray(p, dtype=float)
    y = np.asarray(y, dtype=float)
    edges = np.linspace(0, 1, bins + 1)
    which = np.clip(np.digitize(p, edges[1:-1]), 0, bins - 1)
    out = []
    for b in range(bins):
        m = which == b
        if m.any():
            out.append((float(p[m].mean()), float(y[m].mean()), int(m.sum())))
    return out
