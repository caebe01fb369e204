"""Time-series augmentation used in the (abandoned) augmentation study.

Window warping and magnitude scaling as in the augmentation literature. The study found no
gain for 1-NN classifiers on the synthetic benchmark and was dropped from the paper; the code
stays because experiments/augment_study.py still runs it.
"""
import numpy as np


def window_warp(x, rng, window_frac=0.1, scales=(0.5, 2.0)):
    """Stretch or squeeze one random window of `x` and resample the result to len(x)."""
    x = np.asarray(x, dtype=float)
    n = len(x)
    w = max(2, int(round(window_frac * n)))
    start = rng.randint(1, n - w - 1)
    scale = scales[rng.randint(len(scales))]
    head, mid, tail = x[:start], x[start:start + w], x[start + w:]
    new_w = max(2, int(round(w * scale)))
    mid = np.interp(np.linspace(0, w - 1, new_w), np.arange(w), mid)
    y = np.concatenate([head, mid, tail])
    return np.interp(np.linspace(0, len(y) - 1, n), np.arange(len(y)), y)


def magnitude_scale(x, rng, sigma=0.1):
    return np.asarray(x, dtype=float) * rng.normal(1.0, sigma)


def jitter(x, rng, sigma=0.05):
    x = np.asarray(x, dtype=float)
    return x + rng.normal(0.0, sigma, size=x.shape)


AUGMENTATIONS = {"window_warp": window_warp, "magnitude": magnitude_scale, "jitter": jitter}


def augment(X, y, rng, kinds=("window_warp",), copies=1):
    """Return the training set with `copies` augmented copies of every series appended."""
    X = np.asarray(X, dtype=float)
    y = np.asarray(y)
    Xs, ys = [X], [y]
    for _ in range(copies):
        for kind in kinds:
            fn = AUGMENTATIONS[kind]
            Xs.append(np.array([fn(x, rng) for x in X]))
            ys.append(y)
    return np.concatenate(Xs), np.concatenate(ys)
