"""Lomb-Scargle periodogram and a periodogram-based SM initialisation.

The periodogram initialisation was an alternative to random restarts that we
tried for the workshop version (see experiments/periodogram_init.py).  It is
faster but less reliable on short records, so Table 2 does not use it.
"""
import math

import numpy as np


def lomb_scargle(x, y, freqs):
    """Classical (floating-mean) Lomb-Scargle power at ``freqs`` (cycles/unit)."""
    x = np.asarray(x, float)
    y = np.asarray(y, float) - np.mean(y)
    var = float(np.var(y)) or 1.0
    power = np.empty(len(freqs))
    for i, f in enumerate(freqs):
        w = 2 * math.pi * f
        tau = math.atan2(np.sum(np.sin(2 * w * x)), np.sum(np.cos(2 * w * x))) / (2 * w)
        c = np.cos(w * (x - tau))
        s = np.sin(w * (x - tau))
        cc, ss = float(c @ c), float(s @ s)
        yc, ys = float(y @ c), float(y @ s)
        power[i] = 0.5 * ((yc * yc / cc if cc > 0 else 0.0) + (ys * ys / ss if ss > 0 else 0.0)) / var
    return power


def frequency_grid(x, oversample=5, max_freq=None):
    span = float(np.max(x) - np.min(x))
    gaps = np.diff(np.sort(x))
    nyq = 0.5 / float(np.median(gaps[gaps > 0]))
    fmax = nyq if max_freq is None else min(max_freq, nyq)
    df = 1.0 / (oversample * span)
    return np.arange(df, fmax, df)


def top_peaks(freqs, power, k, min_sep=None):
    """The ``k`` highest local maxima, at least ``min_sep`` apart."""
    if min_sep is None:
        min_sep = 2 * (freqs[1] - freqs[0])
    idx = [i for i in range(1, len(power) - 1) if power[i] >= power[i - 1] and power[i] >= power[i + 1]]
    idx.sort(key=lambda i: -power[i])
    chosen = []
    for i in idx:
        if all(abs(freqs[i] - freqs[j]) >= min_sep for j in chosen):
            chosen.append(i)
        if len(chosen) == k:
            break
    return [float(freqs[i]) for i in chosen], [float(power[i]) for i in chosen]


def sm_init_from_periodogram(x, y, Q):
    """Log-parameters for a Q-component SM kernel centred on periodogram peaks."""
    freqs = frequency_grid(x)
    power = lomb_scargle(x, y, freqs)
    peaks, heights = top_peaks(freqs, power, Q)
    while len(peaks) < Q:  # pad with low frequencies
        peaks.append(float(freqs[len(peaks)]))
        heights.append(1e-3)
    span = float(np.max(x) - np.min(x))
    var = float(np.var(y))
    tot = sum(heights) or 1.0
    th = []
    for mu, h in zip(peaks, heights):
        th += [math.log(max(var * h / tot, 1e-6)), math.log(mu), math.log(1.0 / (span * span))]
    return np.array(th)
