"""Preprocessing and kernel approximations."""
import numpy as np
from sklearn.kernel_approximation import Nystroem, RBFSampler
from sklearn.preprocessing import OneHotEncoder, StandardScaler

NUMERIC = ["rpm", "pitch", "yaw", "temp", "vib", "load"]


class Preprocessor(object):
    """Standardise numeric channels, one-hot encode the site."""

    def fit(self, df):
        self.scaler = StandardScaler().fit(df[NUMERIC].values)
        self.encoder = OneHotEncoder(sparse=False, categories="auto").fit(df[["site"]].values)
        return self

    def transform(self, df):
        num = self.scaler.transform(df[NUMERIC].values)
        cat = self.encoder.transform(df[["site"]].values)
        return np.hstack([num, cat]).astype(np.float)


def make_approximation(method, n_components, gamma, seed):
    if method == "rff":
        return RBFSampler(gamma=gamma, n_components=n_components, random_state=seed)
    if method == "nystroem":
        return Nystroem(kernel="rbf", gamma=gamma, n_components=n_components, random_state=seed)
    raise ValueError("unknown approximation %r" % method)
