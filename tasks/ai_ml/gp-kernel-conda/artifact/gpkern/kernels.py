"""Kernel objects: parameter bookkeeping around the compiled kernels.

A kernel holds its hyperparameters in log space (``theta``), knows sensible
bounds for them, and how to propose a starting point from the data.  The
numerical work (covariance matrices, gradients, marginal likelihood) happens
in :mod:`gpkern._ckernels`.
"""
import math

import numpy as np

from . import _ckernels

RBF, MATERN52, QP, SM = 0, 1, 2, 3

_NAMES = {RBF: "rbf", MATERN52: "matern52", QP: "quasiperiodic", SM: "spectral_mixture"}


class Kernel:
    """Base class; subclasses set ``kind``, ``names`` and the heuristics."""

    kind = None
    Q = 0

    def __init__(self, theta=None):
        self.theta = np.asarray(theta if theta is not None else self.default_theta(), float)
        if self.theta.shape != (self.n_params,):
            raise ValueError(f"{self.name}: expected {self.n_params} parameters, "
                             f"got {self.theta.shape}")

    # -- bookkeeping --------------------------------------------------
    @property
    def name(self):
        return _NAMES[self.kind] + (f"_q{self.Q}" if self.kind == SM else "")

    @property
    def n_params(self):
        return len(self.param_names())

    def param_names(self):
        raise NotImplementedError

    def default_theta(self):
        raise NotImplementedError

    def bounds(self, x):
        """Box bounds for log-parameters given training inputs ``x``."""
        raise NotImplementedError

    def init_from_data(self, x, y):
        """Deterministic starting point (the first optimiser start)."""
        return self.default_theta()

    def sample_init(self, x, y, rng):
        """Random starting point inside the bounds (further starts)."""
        lo, hi = np.array(self.bounds(x)).T
        return rng.uniform(lo, hi)

    def copy(self, theta=None):
        k = type(self).__new__(type(self))
        k.__dict__.update(self.__dict__)
        k.theta = np.array(self.theta if theta is None else theta, float)
        return k

    # -- numerics -----------------------------------------------------
    def __call__(self, x1, x2=None):
        x1 = np.ascontiguousarray(x1, float)
        x2 = x1 if x2 is None else np.ascontiguousarray(x2, float)
        return _ckernels.kmat(self.kind, self.Q, self.theta, x1, x2)

    def diag(self, x):
        return np.full(len(x), self.variance())

    def variance(self):
        return math.exp(self.theta[0])

    def gradients(self, x):
        x = np.ascontiguousarray(x, float)
        return _ckernels.kgrad(self.kind, self.Q, self.theta, x)

    def describe(self):
        vals = np.exp(self.theta)
        return ", ".join(f"{n}={v:.4g}" for n, v in zip(self.param_names(), vals))

    def __repr__(self):
        return f"{type(self).__name__}({self.describe()})"


def _span(x):
    x = np.asarray(x, float)
    return float(x.max() - x.min()) if len(x) > 1 else 1.0


def _median_gap(x):
    x = np.sort(np.asarray(x, float))
    d = np.diff(x)
    d = d[d > 0]
    return float(np.median(d)) if len(d) else 1.0


class RBFKernel(Kernel):
    kind = RBF

    def param_names(self):
        return ["variance", "lengthscale"]

    def default_theta(self):
        return np.array([0.0, 0.0])

    def bounds(self, x):
        g, s = _median_gap(x), _span(x)
        return [(-6.0, 4.0), (math.log(g), math.log(2 * s))]

    def init_from_data(self, x, y):
        return np.array([math.log(np.var(y) + 1e-12), math.log(0.2 * _span(x))])


class Matern52Kernel(RBFKernel):
    kind = MATERN52


class QuasiPeriodicKernel(Kernel):
    """RBF decay times an exp-sine-squared periodic factor."""

    kind = QP

    def __init__(self, theta=None, period_guess=1.0):
        self.period_guess = float(period_guess)
        super().__init__(theta)

    def param_names(self):
        return ["variance", "decay", "period", "per_lengthscale"]

    def default_theta(self):
        return np.array([0.0, math.log(5.0), math.log(self.period_guess), 0.0])

    def bounds(self, x):
        g, s = _median_gap(x), _span(x)
        return [(-6.0, 4.0), (math.log(4 * g), math.log(4 * s)),
                (math.log(4 * g), math.log(0.5 * s)), (-3.0, 3.0)]

    def init_from_data(self, x, y):
        return np.array([math.log(np.var(y) + 1e-12), math.log(0.5 * _span(x)),
                         math.log(self.period_guess), 0.0])


class SpectralMixtureKernel(Kernel):
    """Sum of Q Gaussians in the spectral domain (weights, means, variances).

    Frequencies are in cycles per unit of ``x``.
    """

    kind = SM

    def __init__(self, Q=2, theta=None):
        self.Q = int(Q)
        super().__init__(theta)

    def param_names(self):
        names = []
        for q in range(self.Q):
            names += [f"w{q}", f"mu{q}", f"v{q}"]
        return names

    def default_theta(self):
        th = []
        for q in range(self.Q):
            th += [math.log(1.0 / self.Q), math.log(0.1 * (q + 1)), math.log(1e-3)]
        return np.array(th)

    def variance(self):
        return float(np.exp(self.theta[0::3]).sum())

    def bounds(self, x):
        g, s = _median_gap(x), _span(x)
        nyq = 0.5 / g
        b = []
        for _ in range(self.Q):
            b += [(-7.0, 3.0), (math.log(1.0 / s), math.log(nyq)),
                  (math.log(1.0 / (s * s)), math.log(nyq * nyq))]
        return b

    def init_from_data(self, x, y):
        """Equal weights, means spread over the low end of the spectrum.

        This is the initialisation most SM implementations use; it is cheap but
        lands in a local optimum often enough that the paper uses restarts.
        """
        s = _span(x)
        var = float(np.var(y)) + 1e-12
        th = []
        for q in range(self.Q):
            th += [math.log(var / self.Q), math.log((q + 1) / s), math.log(1.0 / (s * s))]
        return np.array(th)

    def sample_init(self, x, y, rng):
        """Weights from the data variance, means log-uniform up to Nyquist."""
        lo, hi = np.array(self.bounds(x)).T
        th = rng.uniform(lo, hi)
        var = float(np.var(y)) + 1e-12
        th[0::3] = math.log(var / self.Q)
        # narrow peaks: bandwidth at most a few cycles over the record
        span = _span(x)
        th[2::3] = rng.uniform(math.log(1.0 / (span * span)), math.log(16.0 / (span * span)),
                               size=self.Q)
        return th


def make_kernel(spec, x=None):
    """Build a kernel from a config entry such as ``{"type": "sm", "Q": 3}``."""
    if isinstance(spec, str):
        spec = {"type": spec}
    kind = spec["type"].lower()
    if kind == "rbf":
        return RBFKernel()
    if kind in ("matern52", "matern"):
        return Matern52Kernel()
    if kind in ("qp", "quasiperiodic"):
        return QuasiPeriodicKernel(period_guess=spec.get("period_guess", 1.0))
    if kind in ("sm", "spectral_mixture"):
        return SpectralMixtureKernel(Q=spec.get("Q", 2))
    raise ValueError(f"unknown kernel type {spec['type']!r}")
