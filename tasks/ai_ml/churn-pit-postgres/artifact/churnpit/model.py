"""L2-penalised logistic regression fitted with Newton's method."""
import numpy as np

from .features import Standardiser


def _sigmoid(z):
    return 0.5 * (1.0 + np.tanh(0.5 * z))


class LogisticRegression:
    """Logistic regression with a ridge penalty on every weight but the intercept.

    The objective is  -sum(log-likelihood) + l2/2 * |w[1:]|^2 ; Newton's method stops when the
    largest absolute step is below `tol` or after `max_iter` iterations. `history` keeps the
    penalised negative log-likelihood after each iteration.
    """

    def __init__(self, l2=1.0, max_iter=50, tol=1e-10):
        self.l2 = float(l2)
        self.max_iter = int(max_iter)
        self.tol = float(tol)
        self.scaler = Standardiser()
        self.w = None
        self.history = []
        self.converged = False

    def _objective(self, Z, y, w):
        z = Z @ w
        nll = np.sum(np.logaddexp(0.0, z) - y * z)
        return float(nll + 0.5 * self.l2 * np.sum(w[1:] ** 2))

    def fit(self, X, y):
        Z = self.scaler.fit_transform(X)
        w = np.zeros(Z.shape[1])
        R = np.eye(len(w)) * self.l2
        R[0, 0] = 0.0
        self.history = []
        self.converged = False
        for _ in range(self.max_iter):
            p = _sigmoid(Z @ w)
            H = Z.T @ (Z * (p * (1 - p))[:, None]) + R
            step = np.linalg.solve(H, Z.T @ (p - y) + R @ w)
            w = w - step
            self.history.append(self._objective(Z, y, w))
            if np.max(np.abs(step)) < self.tol:
                self.converged = True
                break
        self.w = w
        return self

    def decision_function(self, X):
        return self.scaler.transform(X) @ self.w

    def predict_proba(self, X):
        return _sigmoid(self.decision_function(X))

    def coefficients(self, names):
        return {n: float(v) for n, v in zip(names, self.w)}
