"""Loading the npz data set written by data/make_data.py."""
from pathlib import Path

import numpy as np

KEYS = ("X_train", "y_train", "X_val", "y_val", "X_test", "y_test")

_CACHE = {}


def load(path):
    path = Path(path)
    key = str(path.resolve()) if path.exists() else str(path)
    if key in _CACHE:
        return _CACHE[key]
    if not path.exists():
        raise FileNotFoundError(
            f"data set not found: {path} (generate it with `python3 data/make_data.py`)")
    with np.load(path) as z:
        missing = [k for k in KEYS if k not in z.files]
        if missing:
            raise ValueError(f"{path}: missing arrays {missing}")
        d = {k: np.array(z[k]) for k in KEYS}
    _CACHE[key] = d
    return d


def describe(d):
    n = {k: len(d[f"y_{k}"]) for k in ("train", "val", "test")}
    classes = np.bincount(d["y_train"])
    return (f"{n['train']} train / {n['val']} val / {n['test']} test, "
            f"{d['X_train'].shape[1]} features, class counts (train) {classes.tolist()}")
