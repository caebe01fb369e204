"""Design matrices and standardisation."""
import numpy as np

PLANS = ("basic", "pro", "team")  # "basic" is the reference level of the one-hot encoding
COLUMNS = ("intercept", "plan_pro", "plan_team", "usage_hours", "tickets_30d", "discount")


def design(rows):
    """Feature rows -> (X, y). X has an intercept column first; plan is one-hot against basic."""
    if not rows:
        return np.zeros((0, len(COLUMNS))), np.zeros(0)
    unknown = {r[3] for r in rows} - set(PLANS)
    if unknown:
        raise ValueError(f"unknown plan(s) {sorted(unknown)}; expected one of {PLANS}")
    y = np.array([r[2] for r in rows], dtype=float)
    X = np.array([[1.0, r[3] == "pro", r[3] == "team", r[4], r[5], r[6]] for r in rows], dtype=float)
    return X, y


class Standardiser:
    """Centre and scale every column but the intercept, with statistics from the training rows."""

    def __init__(self, eps=1e-12):
        self.eps = eps
        self.mu = None
        self.sd = None

    def fit(self, X):
        self.mu = X[:, 1:].mean(0)
        self.sd = X[:, 1:].std(0) + self.eps
        return self

    def transform(self, X):
        if self.mu is None:
            raise RuntimeError("Standardiser.transform() before fit()")
        return np.hstack([X[:, :1], (X[:, 1:] - self.mu) / self.sd])

    def fit_transform(self, X):
        return self.fit(X).transform(X)


def summary(X, y):
    """Per-column means, for the data description in the paper's appendix."""
    out = {"rows": int(len(y)), "churn_rate": float(y.mean()) if len(y) else float("nan")}
    for j, name in enumerate(COLUMNS[1:], start=1):
        out[name] = float(X[:, j].mean()) if len(y) else float("nan")
    return out
