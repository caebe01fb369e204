"""Derived quantities of the PR(omega) curve."""
import numpy as np


def onset_frequency(centres, bin_pr, counts, prcut):
    """Lowest frequency at which the binned mean PR falls below ``prcut``.

    Linear interpolation between the two bin centres that bracket the
    first downward crossing; empty bins are skipped.  Returns nan if the
    curve never crosses.
    """
    keep = counts > 0
    w = centres[keep]
    p = bin_pr[keep]
    for i in range(1, len(w)):
        if p[i - 1] >= prcut > p[i]:
            t = (p[i - 1] - prcut) / (p[i - 1] - p[i])
            return float(w[i - 1] + t * (w[i] - w[i - 1]))
    return float("nan")
