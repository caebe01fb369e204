"""A plain-NumPy exact kernel ridge regression (Cholesky), used by scripts/timing.py.

The experiments use scikit-learn's KernelRidge; this implementation exists to time the solve
separately from the kernel evaluation and to cross-check KernelRidge on small problems
(tests/test_krr.py).
"""
import numpy as np
from scipy.linalg import cho_factor, cho_solve


def rbf_kernel(A, B, gamma):
    """exp(-gamma * ||a - b||^2) for every pair of rows."""
    A = np.asarray(A, dtype=float)
    B = np.asarray(B, dtype=float)
    sq = (A ** 2).sum(1)[:, None] + (B ** 2).sum(1)[None, :] - 2.0 * np.dot(A, B.T)
    np.maximum(sq, 0.0, out=sq)
    return np.exp(-gamma * sq)


class CholeskyKRR(object):
    def __init__(self, gamma=1.0, alpha=1.0):
        self.gamma = gamma
        self.alpha = alpha

    def fit(self, X, y):
        self.X_fit_ = np.asarray(X, dtype=float)
        K = rbf_kernel(self.X_fit_, self.X_fit_, self.gamma)
        K[np.diag_indices_from(K)] += self.alpha
        self.factor_ = cho_factor(K, lower=True, overwrite_a=True)
        self.dual_coef_ = cho_solve(self.factor_, np.asarray(y, dtype=float))
        return self

    def predict(self, X):
        return np.dot(rbf_kernel(X, self.X_fit_, self.gamma), self.dual_coef_)


def conjugate_gradient(matvec, b, tol=1e-6, maxiter=None, callback=None):
    """Solve A x = b for symmetric positive definite A given only A's product.

    Stops when ||r|| <= tol * ||b||. Returns (x, iterations).
    """
    b = np.asarray(b, dtype=float)
    x = np.zeros_like(b)
    r = b.copy()
    p = r.copy()
    rs = np.dot(r, r)
    bnorm = np.sqrt(np.dot(b, b)) or 1.0
    maxiter = maxiter or 10 * len(b)
    for it in range(1, maxiter + 1):
        Ap = matvec(p)
        step = rs / np.dot(p, Ap)
        x += step * p
        r -= step * Ap
        rs_new = np.dot(r, r)
        if callback is not None:
            callback(it, np.sqrt(rs_new) / bnorm)
        if np.sqrt(rs_new) <= tol * bnorm:
            return x, it
        p = r + (rs_new / rs) * p
        rs = rs_new
    return x, maxiter


class IterativeKRR(CholeskyKRR):
    """Exact KRR solved by conjugate gradients on K + alpha I (for n beyond a Cholesky)."""

    def __init__(self, gamma=1.0, alpha=1.0, tol=1e-8, maxiter=None):
        CholeskyKRR.__init__(self, gamma, alpha)
        self.tol = tol
        self.maxiter = maxiter

    def fit(self, X, y):
        self.X_fit_ = np.asarray(X, dtype=float)
        K = rbf_kernel(self.X_fit_, self.X_fit_, self.gamma)
        self.residuals_ = []
        self.dual_coef_, self.n_iter_ = conjugate_gradient(
            lambda v: np.dot(K, v) + self.alpha * v, y, tol=self.tol, maxiter=self.maxiter,
            callback=lambda it, res: self.residuals_.append(res))
        return self
