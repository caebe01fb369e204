#!/usr/bin/env python
"""Table 1: accuracy and cost of the solvers on the *true* vector fields.

For each system, integrates the known dynamics from the test initial states with
  * RK4 at the observation step and at half of it,
  * our dopri5 at rtol in {1e-3, 1e-6, 1e-9},
  * jax.experimental.ode.odeint (adjoint-capable dopri5) at the same tolerances,
and reports the max error against the fine reference integration and the NFE.
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax.experimental.ode import odeint  # noqa: E402

from nodefit import solvers, systems  # noqa: E402
from nodefit.utils import io as uio  # noqa: E402
from third_party.tabulate_lite import tabulate  # noqa: E402


def jax_field(name):
    if name == "duffing":
        def f(p, y):
            x, v = y[..., 0], y[..., 1]
            return jnp.stack([v, -p["delta"] * v - p["alpha"] * x - p["beta"] * x ** 3], -1)
        return f, {"delta": 0.15, "alpha": -1.0, "beta": 1.0}
    if name == "vdp":
        def f(p, y):
            x, v = y[..., 0], y[..., 1]
            return jnp.stack([v, p["mu"] * (1.0 - x ** 2) * v - x], -1)
        return f, {"mu": 1.0}
    if name == "lv":
        def f(p, y):
            u, w = jnp.exp(y[..., 0]), jnp.exp(y[..., 1])
            return jnp.stack([p["a"] - p["b"] * w, -p["c"] + p["d"] * u], -1)
        return f, {"a": 1.0, "b": 0.6, "c": 1.0, "d": 0.4}
    raise ValueError(name)


def run_system(name, tolerances, t_end=20.0, dt_obs=0.1, seed=0):
    ds = systems.make_dataset(name, 1, 8, 1.0, t_end, dt_obs, 0.0, seed,
                              **jax_field(name)[1])
    truth = ds["test"][1:]
    y0 = jnp.asarray(ds["test"][0])
    f, p = jax_field(name)
    n = truth.shape[0]
    ts = dt_obs * jnp.arange(1, n + 1)
    rows = []
    for sub in (1, 2):
        pred = solvers.rk4_rollout(f, p, y0, n, dt_obs, sub)
        rows.append([name, "rk4", "h=%g" % (dt_obs / sub), solvers.fixed_grid_nfe(n, sub),
                     float(np.max(np.abs(np.asarray(pred) - truth)))])
    for tol in tolerances:
        pred, st = solvers.dopri5(f, p, y0, ts, rtol=tol, atol=tol)
        rows.append([name, "dopri5 (ours)", "%.0e" % tol, int(st["nfe"]),
                     float(np.max(np.abs(np.asarray(pred) - truth)))])
    for tol in tolerances:
        counter = {"n": 0}

        def g(y, t, p):
            counter["n"] += 1
            return f(p, y)
        pred = odeint(g, y0, jnp.concatenate([jnp.zeros(1), ts]), p, rtol=tol, atol=tol)
        rows.append([name, "odeint", "%.0e" % tol, None,
                     float(np.max(np.abs(np.asarray(pred[1:]) - truth)))])
    return rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--systems", nargs="*", default=["duffing", "vdp", "lv"])
    ap.add_argument("--out", default="results/table1.json")
    args = ap.parse_args()
    rows = []
    for name in args.systems:
        rows += run_system(name, [1e-3, 1e-6, 1e-9])
    print(tabulate(rows, ["system", "solver", "setting", "NFE", "max error"], floatfmt=".2e"))
    uio.write_json(args.out, {"rows": [dict(zip(["system", "solver", "setting", "nfe",
                                                 "max_error"], r)) for r in rows]})


if __name__ == "__main__":
    main()
