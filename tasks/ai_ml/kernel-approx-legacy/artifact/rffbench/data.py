"""The synthetic 'Turbine' regression benchmark (mixed numeric / categorical inputs)."""
import os

import numpy as np
import pandas as pd
from sklearn.externals import joblib

SITES = ["north", "south", "east", "west"]
SITE_EFFECT = {"north": 0.4, "south": -0.3, "east": 0.1, "west": -0.2}


def make_turbine(n_samples, seed, noise=0.1):
    """Six numeric sensor channels and a categorical site; a smooth non-linear target."""
    rng = np.random.RandomState(seed)
    X = rng.uniform(-2.0, 2.0, size=(n_samples, 6)).astype(np.float)
    site = rng.randint(0, len(SITES), size=n_samples).astype(np.int)
    y = (np.sin(X[:, 0] * X[:, 1]) + 0.5 * X[:, 2] ** 2 - np.cos(1.5 * X[:, 3])
         + 0.3 * X[:, 4] * X[:, 5] + np.array([SITE_EFFECT[SITES[s]] for s in site]))
    y = y + noise * rng.normal(size=n_samples)
    df = pd.DataFrame(X, columns=["rpm", "pitch", "yaw", "temp", "vib", "load"])
    df["site"] = [SITES[s] for s in site]
    df["power"] = y
    return df


def load_turbine(n_samples, seed, cache_dir):
    """Generate once, then reuse the pickled frame from cache_dir."""
    if not os.path.isdir(cache_dir):
        os.makedirs(cache_dir)
    path = os.path.join(cache_dir, "turbine_n%d_s%d.pkl" % (n_samples, seed))
    if os.path.exists(path):
        return joblib.load(path)
    df = make_turbine(n_samples, seed)
    joblib.dump(df, path)
    return df
