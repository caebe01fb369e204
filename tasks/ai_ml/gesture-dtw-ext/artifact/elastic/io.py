"""Reading and writing traces in the UCR archive's text format.

Version 1.0 evaluated on two UCR datasets before the synthetic benchmark replaced them (see
docs/HISTORY.md); the loaders are kept for anyone who wants to run the classifiers on real data.
One series per line, the class label first, values separated by tabs (new archive) or commas
(old archive).
"""
import os

import numpy as np


def read_ucr(path, sep=None):
    """Return (X, y) from a UCR-format file. `sep=None` guesses tab or comma from the first line."""
    with open(path) as f:
        lines = [ln.strip() for ln in f if ln.strip()]
    if not lines:
        raise ValueError(f"{path}: empty file")
    if sep is None:
        sep = "\t" if "\t" in lines[0] else ","
    rows = [ln.split(sep) for ln in lines]
    lengths = {len(r) for r in rows}
    if len(lengths) != 1:
        raise ValueError(f"{path}: series of different lengths {sorted(lengths)} are not supported")
    y = np.array([r[0] for r in rows])
    X = np.array([[float(v) for v in r[1:]] for r in rows])
    try:
        y = y.astype(float).astype(int)
    except ValueError:
        pass
    return X, y


def write_ucr(path, X, y, sep="\t"):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "w") as f:
        for label, x in zip(y, X):
            f.write(sep.join([str(label)] + [f"{v:.6f}" for v in x]) + "\n")


def load_dataset(root, name):
    """Load <root>/<name>/<name>_TRAIN.tsv and _TEST.tsv (the 2018 archive layout)."""
    base = os.path.join(root, name, name)
    Xtr, ytr = read_ucr(base + "_TRAIN.tsv")
    Xte, yte = read_ucr(base + "_TEST.tsv")
    return Xtr, ytr, Xte, yte


def znormalise(X, eps=1e-8):
    X = np.asarray(X, dtype=float)
    mu = X.mean(axis=1, keepdims=True)
    sd = X.std(axis=1, keepdims=True)
    return (X - mu) / np.maximum(sd, eps)
