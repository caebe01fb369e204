"""The learned ranker: L2-regularised logistic regression on candidate features (pointwise).

Solved with Newton's method on standardised inputs, which converges to the unique optimum
in a handful of iterations for a problem of this size (a few hundred thousand rows, nine
features). The objective is the usual one, 0.5 * ||w||^2 + C * sum(logloss), with the
intercept left unpenalised.
"""
import numpy as np

from .features import FEATURE_COLUMNS


def transform(X, k_covis):
    """Raw feature matrix (columns as FEATURE_COLUMNS) -> model inputs."""
    X = np.asarray(X, dtype=float)
    col = {name: X[:, i] for i, name in enumerate(FEATURE_COLUMNS)}
    return np.column_stack([
        np.log1p(col["covis_w"]),
        np.log1p(col["covis_n"]),
        col["covis_rank"] / float(k_covis + 1),
        np.log1p(col["covis_rev_w"]),
        np.log1p(col["pop_n"]),
        np.log(np.minimum(col["pop_rank"], 1e5)),
        col["same_cat"],
        np.abs(col["log_price_ratio"]),
        (col["covis_w"] > 0).astype(float),
    ])


class Standardiser:
    def fit(self, X):
        self.mean_ = X.mean(axis=0)
        sd = X.std(axis=0)
        self.scale_ = np.where(sd > 0, sd, 1.0)
        return self

    def transform(self, X):
        return (X - self.mean_) / self.scale_


class LogisticRanker:
    def __init__(self, C=1.0, max_iter=100, tol=1e-8):
        self.C = float(C)
        self.max_iter = int(max_iter)
        self.tol = float(tol)

    def fit(self, X, y):
        self.scaler_ = Standardiser().fit(X)
        Z = np.column_stack([self.scaler_.transform(X), np.ones(len(X))])
        y = np.asarray(y, dtype=float)
        d = Z.shape[1]
        w = np.zeros(d)
        pen = np.ones(d)
        pen[-1] = 0.0  # intercept
        self.n_iter_ = 0
        for it in range(self.max_iter):
            p = 1.0 / (1.0 + np.exp(-(Z @ w)))
            grad = self.C * (Z.T @ (p - y)) + pen * w
            H = self.C * (Z.T * (p * (1 - p))) @ Z + np.diag(pen)
            step = np.linalg.solve(H, grad)
            w -= step
            self.n_iter_ = it + 1
            if np.max(np.abs(step)) < self.tol:
                break
        self.coef_ = w[:-1]
        self.intercept_ = w[-1]
        return self

    def decision_function(self, X):
        return self.scaler_.transform(X) @ self.coef_ + self.intercept_


def fit(X, y, cfg):
    rc = cfg["ranker"]
    return LogisticRanker(C=rc["C"], max_iter=min(int(rc["max_iter"]), 100)).fit(X, y)


def score(model, X):
    return model.decision_function(X)


def coefficients(model, names=None):
    coef = model.coef_.ravel().tolist()
    names = names or [f"x{i}" for i in range(len(coef))]
    return dict(zip(names, [round(c, 4) for c in coef]))


MODEL_FEATURES = ("log_covis_w", "log_covis_n", "covis_rank_frac", "log_covis_rev_w", "log_pop_n",
                  "log_pop_rank", "same_cat", "abs_log_price_ratio", "has_covis")
