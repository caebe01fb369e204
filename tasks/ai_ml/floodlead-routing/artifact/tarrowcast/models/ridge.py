"""Multi-output ridge regression on standardised features (one coefficient column per lead)."""
import numpy as np


class Ridge:
    def __init__(self, alpha=1.0, fit_intercept=True, clip_min=0.0, **_):
        self.alpha = float(alpha)
        self.fit_intercept = bool(fit_intercept)
        self.clip_min = clip_min

    def _design(self, X):
        Z = (np.asarray(X, float) - self.mu) / self.sd
        if self.fit_intercept:
            Z = np.column_stack([Z, np.ones(len(Z))])
        return Z

    def fit(self, X, Y):
        X, Y = np.asarray(X, float), np.asarray(Y, float)
        ok = ~np.isnan(Y).any(axis=1) & ~np.isnan(X).any(axis=1)
        X, Y = X[ok], Y[ok]
        self.mu = X.mean(axis=0)
        self.sd = X.std(axis=0)
        self.sd[self.sd < 1e-12] = 1.0
        Z = self._design(X)
        reg = self.alpha * np.eye(Z.shape[1])
        if self.fit_intercept:
            reg[-1, -1] = 0.0
        self.coef = np.linalg.solve(Z.T @ Z + reg, Z.T @ Y)
        self.n_train = len(X)
        return self

    def predict(self, X):
        P = self._design(X) @ self.coef
        if self.clip_min is not None:
            P = np.maximum(P, self.clip_min)
        return P

    def top_features(self, names, k=10):
        """The k features with the largest mean |standardised coefficient| over the leads."""
        w = np.abs(self.coef[: len(names)]).mean(axis=1)
        order = np.argsort(-w)[:k]
        return [(names[i], float(w[i])) for i in order]
