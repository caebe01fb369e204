"""Weighted average of several models (the 2022 "committee" trial, configs/ensemble_2022.toml).

members: list of model configurations (each a dict with its own `kind`); weights: one per member
(default equal). With `stack = true` the weights are fitted per lead by least squares on the last
`holdout` fraction of the training rows (in time order) after the members are fitted on the rest,
then the members are refitted on everything."""
import numpy as np


class Ensemble:
    def __init__(self, members=None, weights=None, stack=False, holdout=0.2, clip_min=0.0, **_):
        if not members:
            raise ValueError("an ensemble needs at least one member")
        self.member_cfgs = [dict(m) for m in members]
        self.weights = None if weights is None else np.asarray(weights, float)
        self.stack = bool(stack)
        self.holdout = float(holdout)
        self.clip_min = clip_min

    def _make(self):
        from . import make                       # late import: the registry imports this module
        return [make(c) for c in self.member_cfgs]

    def fit(self, X, Y):
        X, Y = np.asarray(X, float), np.asarray(Y, float)
        ok = ~np.isnan(Y).any(axis=1)
        X, Y = X[ok], Y[ok]
        k = len(self.member_cfgs)
        if self.stack:
            cut = int(len(X) * (1 - self.holdout))
            preds = [m.fit(X[:cut], Y[:cut]).predict(X[cut:]) for m in self._make()]
            W = np.empty((k, Y.shape[1]))
            for j in range(Y.shape[1]):
                A = np.column_stack([p[:, j] for p in preds])
                w, *_ = np.linalg.lstsq(A, Y[cut:, j], rcond=None)
                W[:, j] = w
            self.W = W
        else:
            w = np.full(k, 1.0 / k) if self.weights is None else self.weights / self.weights.sum()
            self.W = np.repeat(w[:, None], Y.shape[1], axis=1)
        self.members = [m.fit(X, Y) for m in self._make()]
        return self

    def predict(self, X):
        P = sum(self.W[i][None, :] * m.predict(X) for i, m in enumerate(self.members))
        if self.clip_min is not None:
            P = np.maximum(P, self.clip_min)
        return P
