"""1-nearest-neighbour classifiers on equal-length series."""
import numpy as np


class EuclideanNearestNeighbour:
    def fit(self, X, y):
        self.X, self.y = np.asarray(X, dtype=float), np.asarray(y)
        return self

    def kneighbors(self, X):
        X = np.asarray(X, dtype=float)
        d2 = (X ** 2).sum(1)[:, None] - 2 * X @ self.X.T + (self.X ** 2).sum(1)[None, :]
        idx = d2.argmin(1)
        return idx, np.sqrt(np.maximum(d2[np.arange(len(X)), idx], 0.0))

    def predict(self, X):
        return self.y[self.kneighbors(X)[0]]


class DTWNearestNeighbour:
    """1-NN under DTW with a Sakoe-Chiba band given as a fraction of the series length."""

    def __init__(self, window_frac=None):
        self.window_frac = window_frac

    def fit(self, X, y):
        self.X, self.y = np.ascontiguousarray(X, dtype=float), np.asarray(y)
        return self

    def _window(self):
        if self.window_frac is None:
            return -1
        return int(round(self.window_frac * self.X.shape[1]))

    def kneighbors(self, X):
        from . import _core
        idx, dist = _core.nearest(self.X, np.ascontiguousarray(X, dtype=float), self._window())
        return np.asarray(idx), np.asarray(dist)

    def predict(self, X):
        return self.y[self.kneighbors(X)[0]]
