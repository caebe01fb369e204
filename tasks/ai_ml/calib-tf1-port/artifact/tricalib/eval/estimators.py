"""Alternative ECE estimators (journal version, Section 5.3; not used by Table 2).

Table 2 reports the equal-width ECE of ``tricalib.eval.metrics`` (10 bins on
[0.5, 1] over the confidence of the predicted class).  Reviewers of the
journal version asked how much of the ECE differences between the settings is
an artefact of the binning.  This module adds:

    ece_equal_width   same estimator as metrics.ece, any number of bins
    ece_equal_mass    bins at the quantiles of the confidence (same count per bin)
    ece_l2            plug-in L2 calibration error (root of the weighted squared gaps)
    ece_debiased      ece_l2 with the per-bin sampling noise removed
    ece_sweep         ece_equal_width over a range of bin counts
    classwise_ece     calibration of p = P(y=1) itself, bins on [0, 1]

All functions take y in {0, 1} and p = P(y = 1) as 1-d arrays and return
plain Python floats.
"""
import numpy as np

SWEEP_BINS = (5, 10, 15, 20, 30)


def _confidence(y, p):
    y = np.asarray(y).astype(np.int64)
    p = np.asarray(p, dtype=np.float64)
    pred = (p >= 0.5).astype(np.int64)
    conf = np.where(pred == 1, p, 1.0 - p)
    correct = (pred == y).astype(np.float64)
    return conf, correct


def _bin_index(values, edges):
    """Bin of every value; the first and last bins are closed at the outer edges."""
    return np.clip(np.searchsorted(edges[1:-1], values, side='right'), 0, len(edges) - 2)


def _binned_gap(conf, target, which, n_bins, squared=False):
    n = float(len(conf))
    total = 0.0
    for b in range(n_bins):
        mask = which == b
        k = int(mask.sum())
        if k == 0:
            continue
        gap = target[mask].mean() - conf[mask].mean()
        total += (k / n) * (gap * gap if squared else abs(gap))
    return float(total)


def equal_mass_edges(conf, n_bins):
    """Bin edges at the quantiles of ``conf``, widened to [0.5, 1]; tied edges are merged."""
    edges = np.quantile(np.asarray(conf, dtype=np.float64), np.linspace(0.0, 1.0, n_bins + 1))
    edges[0] = min(edges[0], 0.5)
    edges[-1] = max(edges[-1], 1.0)
    return np.unique(edges)


def ece_equal_width(y, p, n_bins=10):
    conf, correct = _confidence(y, p)
    edges = np.linspace(0.5, 1.0, n_bins + 1)
    return _binned_gap(conf, correct, _bin_index(conf, edges), n_bins)


def ece_equal_mass(y, p, n_bins=10):
    conf, correct = _confidence(y, p)
    edges = equal_mass_edges(conf, n_bins)
    return _binned_gap(conf, correct, _bin_index(conf, edges), len(edges) - 1)


def ece_l2(y, p, n_bins=10):
    conf, correct = _confidence(y, p)
    edges = np.linspace(0.5, 1.0, n_bins + 1)
    return float(np.sqrt(_binned_gap(conf, correct, _bin_index(conf, edges), n_bins, squared=True)))


def ece_debiased(y, p, n_bins=10):
    """Debiased L2 calibration error on equal-width bins.

    The plug-in estimate of (acc_b - conf_b)^2 is biased upwards by the
    variance of acc_b; subtracting acc_b (1 - acc_b) / (n_b - 1) per bin
    removes that bias.  Returns sqrt(max(0, weighted sum)).
    """
    conf, correct = _confidence(y, p)
    edges = np.linspace(0.5, 1.0, n_bins + 1)
    which = _bin_index(conf, edges)
    n = float(len(conf))
    total = 0.0
    for b in range(n_bins):
        mask = which == b
        k = int(mask.sum())
        if k < 2:
            continue
        acc = correct[mask].mean()
        gap = acc - conf[mask].mean()
        total += (k / n) * (gap * gap - acc * (1.0 - acc) / (k - 1))
    return float(np.sqrt(max(total, 0.0)))


def ece_sweep(y, p, bins=SWEEP_BINS):
    return dict((int(b), ece_equal_width(y, p, b)) for b in bins)


def classwise_ece(y, p, n_bins=10):
    """Gap between mean p and the positive rate, equal-width bins of p on [0, 1]."""
    y = np.asarray(y, dtype=np.float64)
    p = np.asarray(p, dtype=np.float64)
    edges = np.linspace(0.0, 1.0, n_bins + 1)
    return _binned_gap(p, y, _bin_index(p, edges), n_bins)


def all_estimators(y, p, n_bins=10):
    return {
        'ece': ece_equal_width(y, p, n_bins),
        'ece_mass': ece_equal_mass(y, p, n_bins),
        'ece_l2': ece_l2(y, p, n_bins),
        'ece_debiased': ece_debiased(y, p, n_bins),
        'ece_classwise': classwise_ece(y, p, n_bins),
    }
