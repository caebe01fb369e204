"""Preprocessing and kernel approximations."""
import numpy as np
from sklearn.kernel_approximation import Nystroem, RBFSampler
from sklearn.preprocessing import OneHotEncoder, StandardScaler

from .orf import OrthogonalRandomFeatures
from .scaling import MedianMADScaler


class Preprocessor(object):
    """Standardise the numeric channels (robustly for the listed ones), one-hot the categoricals.

    Every column that is neither the target nor categorical is a numeric channel, so the same
    code serves the Turbine logs (six channels) and the plant logs (seven).
    """

    def __init__(self, target, categorical, robust=()):
        self.target = target
        self.categorical = list(categorical)
        self.robust = list(robust)

    def fit(self, df):
        self.numeric = [c for c in df.columns if c != self.target and c not in self.categorical]
        missing = [c for c in self.robust if c not in self.numeric]
        if missing:
            raise ValueError("robust channels not in the logs: %s" % ", ".join(missing))
        self.plain = [c for c in self.numeric if c not in self.robust]
        self.spiky = [c for c in self.numeric if c in self.robust]
        self.scaler = StandardScaler().fit(df[self.plain].values)
        self.robust_scaler = MedianMADScaler().fit(df[self.spiky].values) if self.spiky else None
        self.encoder = OneHotEncoder(sparse=False, categories="auto").fit(df[self.categorical].values)
        return self

    def transform(self, df):
        parts = [self.scaler.transform(df[self.plain].values)]
        if self.robust_scaler is not None:
            parts.append(self.robust_scaler.transform(df[self.spiky].values))
        parts.append(self.encoder.transform(df[self.categorical].values))
        return np.hstack(parts).astype(np.float)

    def input_names(self):
        names = list(self.plain) + list(self.spiky)
        for col, cats in zip(self.categorical, self.encoder.categories_):
            names += ["%s=%s" % (col, c) for c in cats]
        return names


def make_approximation(method, n_components, gamma, seed):
    if method == "rff":
        return RBFSampler(gamma=gamma, n_components=n_components, random_state=seed)
    if method == "orf":
        return OrthogonalRandomFeatures(gamma=gamma, n_components=n_components, random_state=seed)
    if method == "nystroem":
        return Nystroem(kernel="rbf", gamma=gamma, n_components=n_components, random_state=seed)
    raise ValueError("unknown approximation %r" % method)
