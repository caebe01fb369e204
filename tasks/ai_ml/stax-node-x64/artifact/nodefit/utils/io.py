"""Writing results (JSON and CSV), converting JAX/NumPy scalars on the way."""
import csv
import json
import os

import numpy as np
import jax.numpy as jnp


def to_python(value):
    if isinstance(value, jnp.DeviceArray):
        value = np.asarray(value)
    if isinstance(value, np.ndarray):
        return value.item() if value.ndim == 0 else value.tolist()
    if isinstance(value, (np.floating, np.integer, np.bool_)):
        return value.item()
    if isinstance(value, dict):
        return {k: to_python(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [to_python(v) for v in value]
    return value


def ensure_dir(path):
    d = os.path.dirname(path)
    if d and not os.path.isdir(d):
        os.makedirs(d)


def write_json(path, obj):
    ensure_dir(path)
    with open(path, "w") as f:
        json.dump(to_python(obj), f, indent=2, sort_keys=False)
        f.write("\n")


def write_csv(path, rows, columns):
    ensure_dir(path)
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=columns, extrasaction="ignore")
        w.writeheader()
        for r in rows:
            w.writerow(to_python(r))
