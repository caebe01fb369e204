"""Marginal-likelihood optimisation with restarts (L-BFGS-B in log space)."""
import math
import sys
from dataclasses import dataclass, field

import numpy as np
from scipy.optimize import minimize

#: noise variance bounds on the standardised scale
NOISE_BOUNDS = (math.log(1e-4), math.log(2.0))


@dataclass
class FitResult:
    theta: np.ndarray
    value: float
    start: int
    history: list = field(default_factory=list)


def _starts(gp, x, y, restarts, rng):
    """First start from the kernel's data heuristic, the others random."""
    k = gp.kernel
    first = np.append(k.init_from_data(x, y), math.log(0.1))
    yield first
    for _ in range(max(0, restarts - 1)):
        th = k.sample_init(x, y, rng)
        yield np.append(th, rng.uniform(math.log(0.01), math.log(0.5)))


def fit_hyperparameters(gp, x, y, restarts=1, seed=0, maxiter=500, log=None):
    """Minimise the NLML from ``restarts`` starting points; keep the best."""
    log = sys.stderr if log is None else log
    rng = np.random.default_rng(seed)
    bounds = list(gp.kernel.bounds(x)) + [NOISE_BOUNDS]
    lo = np.array([b[0] for b in bounds])
    hi = np.array([b[1] for b in bounds])
    best, history = None, []
    for i, th0 in enumerate(_starts(gp, x, y, restarts, rng)):
        th0 = np.clip(th0, lo, hi)
        try:
            res = minimize(gp.objective, th0, jac=True, method="L-BFGS-B", bounds=bounds,
                           options={"maxiter": maxiter, "ftol": 1e-12, "gtol": 1e-7})
            val, theta = float(res.fun), np.asarray(res.x)
        except (ValueError, ArithmeticError) as exc:  # pragma: no cover
            print(f"  start {i}: failed ({exc})", file=log)
            continue
        history.append({"start": i, "nlml": val, "iterations": int(res.nit)})
        if _verbose() >= 1:
            print(f"  [{gp.kernel.name}] start {i:2d}: nlml/n={val: .5f} it={res.nit}", file=log)
        if best is None or val < best.value:
            best = FitResult(theta=theta, value=val, start=i)
    if best is None:
        raise RuntimeError("every optimiser start failed")
    best.history = history
    return best


def _verbose():
    from . import _config
    return _config.VERBOSE
