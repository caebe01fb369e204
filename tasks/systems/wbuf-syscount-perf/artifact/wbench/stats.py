"""Summary statistics for the timing column (the counts need none)."""
import numpy as np


def mean_ci(values, z=1.96):
    """Mean and half-width of a normal-approximation confidence interval."""
    a = np.asarray(values, dtype=np.float64)
    if a.size == 0:
        return float("nan"), float("nan")
    if a.size == 1:
        return float(a[0]), 0.0
    return float(a.mean()), float(z * a.std(ddof=1) / np.sqrt(a.size))


def trimmed_mean(values, trim=0.2):
    a = np.sort(np.asarray(values, dtype=np.float64))
    k = int(np.floor(trim * a.size))
    if a.size - 2 * k <= 0:
        return float(np.median(a))
    return float(a[k:a.size - k].mean())


def per_10k(count, records):
    return 0.0 if records == 0 else 10000.0 * count / records
