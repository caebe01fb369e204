"""Exact GP regression with a compiled kernel and LAPACK linear algebra."""
import math

import numpy as np

from . import _ckernels, _config
from .optim import fit_hyperparameters


class GPRegression:
    """Zero-mean GP on standardised targets.

    Parameters
    ----------
    kernel : gpkern.kernels.Kernel
    noise : float
        Initial noise variance (on the standardised scale).
    jitter : float, optional
        Extra diagonal term; defaults to ``GPKERN_JITTER``.
    """

    def __init__(self, kernel, noise=0.1, jitter=None):
        self.kernel = kernel
        self.log_noise = math.log(noise)
        self.jitter = _config.JITTER if jitter is None else float(jitter)
        self.x = self.y = None
        self._ymean, self._ystd = 0.0, 1.0
        self._alpha = None
        self.nlml_ = None
        self.history_ = []

    # -- parameters -----------------------------------------------------
    @property
    def noise(self):
        return math.exp(self.log_noise)

    def get_theta(self):
        return np.append(self.kernel.theta, self.log_noise)

    def set_theta(self, theta):
        theta = np.asarray(theta, float)
        self.kernel = self.kernel.copy(theta[:-1])
        self.log_noise = float(theta[-1])

    # -- objective ------------------------------------------------------
    def objective(self, theta, x=None, y=None):
        """Negative log marginal likelihood and its gradient (per data point)."""
        x = self._xs if x is None else x
        y = self._ys if y is None else y
        val, grad = _ckernels.nlml(self.kernel.kind, self.kernel.Q,
                                   np.ascontiguousarray(theta, float), x, y, self.jitter)
        n = len(x)
        return val / n, np.asarray(grad) / n

    # -- fitting --------------------------------------------------------
    def _standardise(self, x, y):
        self._ymean = float(np.mean(y))
        self._ystd = float(np.std(y)) or 1.0
        self._xs = np.ascontiguousarray(x, float)
        self._ys = np.ascontiguousarray((y - self._ymean) / self._ystd, float)

    def fit(self, x, y, optimise=True, restarts=None, seed=None, maxiter=None, log=None):
        self.x = np.asarray(x, float)
        self.y = np.asarray(y, float)
        self._standardise(self.x, self.y)
        if optimise:
            res = fit_hyperparameters(
                self, self._xs, self._ys,
                restarts=_config.RESTARTS if restarts is None else restarts,
                seed=_config.SEED if seed is None else seed,
                maxiter=_config.MAXITER if maxiter is None else maxiter,
                log=log)
            self.set_theta(res.theta)
            self.history_ = res.history
        self.nlml_ = self.objective(self.get_theta())[0]
        K = self.kernel(self._xs)
        K[np.diag_indices_from(K)] += self.noise + self.jitter
        self._K = K
        self._alpha = _ckernels.spd_solve(K, self._ys)
        return self

    # -- prediction -----------------------------------------------------
    def predict(self, xs, full_cov=False, include_noise=True):
        """Predictive mean and variance in the original units of y."""
        if self._alpha is None:
            raise RuntimeError("call fit() first")
        xs = np.ascontiguousarray(xs, float)
        Ks = self.kernel(self._xs, xs)                 # (n, m)
        mean = Ks.T @ self._alpha
        V = _ckernels.spd_solve(self._K, Ks)           # (n, m)
        if full_cov:
            cov = self.kernel(xs) - Ks.T @ V
            if include_noise:
                cov[np.diag_indices_from(cov)] += self.noise
            return mean * self._ystd + self._ymean, cov * self._ystd ** 2
        var = self.kernel.diag(xs) - np.einsum("ij,ij->j", Ks, V)
        var = np.maximum(var, 1e-12)
        if include_noise:
            var = var + self.noise
        return mean * self._ystd + self._ymean, var * self._ystd ** 2

    def sample_prior(self, xs, n=1, rng=None):
        rng = np.random.default_rng(rng)
        K = self.kernel(np.asarray(xs, float))
        K[np.diag_indices_from(K)] += 1e-9
        L = np.linalg.cholesky(K)
        return (L @ rng.standard_normal((len(xs), n))).T

    def summary(self):
        return {
            "kernel": self.kernel.name,
            "params": dict(zip(self.kernel.param_names(), np.exp(self.kernel.theta).tolist())),
            "noise": self.noise,
            "nlml_per_point": self.nlml_,
        }
