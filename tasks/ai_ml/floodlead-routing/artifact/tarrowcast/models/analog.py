"""Analogue forecaster (2020 trial): find the k hours of the training record whose recent state
looks most like the origin's and average what happened after them.

Distance: Euclidean on the standardised feature rows (optionally a subset of columns). The
forecast for lead h is the distance-weighted mean of the analogues' outcomes; a persistence
correction shifts every analogue trajectory to start at the origin's discharge."""
import numpy as np


class Analog:
    def __init__(self, k=20, columns=None, anchor=True, chunk=2048, clip_min=0.0, **_):
        self.k = int(k)
        self.columns = columns
        self.anchor = bool(anchor)
        self.chunk = int(chunk)
        self.clip_min = clip_min

    def _select(self, X):
        X = np.asarray(X, float)
        return X[:, self.columns] if self.columns is not None else X

    def fit(self, X, Y):
        X, Y = np.asarray(X, float), np.asarray(Y, float)
        ok = ~np.isnan(Y).any(axis=1)
        self.q0 = X[ok, 0]                      # q_lag0: the discharge at each analogue's origin
        Z = self._select(X[ok])
        self.mu, self.sd = Z.mean(axis=0), Z.std(axis=0)
        self.sd[self.sd < 1e-12] = 1.0
        self.Z = (Z - self.mu) / self.sd
        self.Y = Y[ok]
        return self

    def predict(self, X):
        X = np.asarray(X, float)
        Zq = (self._select(X) - self.mu) / self.sd
        out = np.empty((len(X), self.Y.shape[1]))
        sq = np.sum(self.Z ** 2, axis=1)
        for a in range(0, len(X), self.chunk):
            zq = Zq[a:a + self.chunk]
            d2 = np.maximum(np.sum(zq ** 2, axis=1)[:, None] + sq[None, :] - 2 * zq @ self.Z.T, 0.0)
            idx = np.argpartition(d2, self.k, axis=1)[:, : self.k]
            for i in range(len(zq)):
                j = idx[i]
                w = 1.0 / (np.sqrt(d2[i, j]) + 1e-6)
                traj = self.Y[j]
                if self.anchor:
                    traj = traj - self.q0[j][:, None] + X[a + i, 0]
                out[a + i] = (w[:, None] * traj).sum(axis=0) / w.sum()
        if self.clip_min is not None:
            out = np.maximum(out, self.clip_min)
        return out
