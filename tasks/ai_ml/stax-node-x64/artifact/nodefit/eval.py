"""Evaluation of fitted models on the held-out test trajectories (extrapolation in time)."""
import jax
import jax.numpy as jnp
import numpy as np

from nodefit import metrics, solvers


def _to_original(standardiser, z):
    return np.asarray(standardiser.inverse(jnp.asarray(z)))


def evaluate_node(field, params, test_z, dt_obs, standardiser, test, substeps, tolerances,
                  max_steps=50000, short=50):
    """Rows for the neural ODE: the training solver (RK4) and dopri5 at each tolerance."""
    z0 = jnp.asarray(test_z[0])
    n_obs = test_z.shape[0] - 1
    truth = test[1:]
    rows = []

    rk4 = jax.jit(lambda p, y0: solvers.rk4_rollout(field, p, y0, n_obs, dt_obs, substeps))
    pred = _to_original(standardiser, rk4(params, z0))
    rows.append(_row("node", "rk4 (h=%g)" % (dt_obs / substeps), None,
                     solvers.fixed_grid_nfe(n_obs, substeps), pred, truth, dt_obs, short))

    ts = dt_obs * jnp.arange(1, n_obs + 1, dtype=z0.dtype)

    @jax.jit
    def adaptive(p, y0, rtol):
        return solvers.dopri5(field, p, y0, ts, rtol=rtol, atol=rtol, max_steps=max_steps)

    for tol in tolerances:
        ys, stats = adaptive(params, z0, jnp.asarray(tol, dtype=z0.dtype))
        pred = _to_original(standardiser, ys)
        row = _row("node", "dopri5", tol, int(stats["nfe"]), pred, truth, dt_obs, short)
        row["rejected"] = int(stats["rejected"])
        row["completed"] = bool(stats["completed"])
        rows.append(row)
    return rows


def evaluate_discrete(step_map, params, test_z, dt_obs, standardiser, test, short=50):
    z0 = jnp.asarray(test_z[0])
    n_obs = test_z.shape[0] - 1
    roll = jax.jit(lambda p, y0: solvers.euler_rollout(step_map, p, y0, n_obs))
    pred = _to_original(standardiser, roll(params, z0))
    return [_row("discrete", "step map", None, n_obs, pred, test[1:], dt_obs, short)]


def _row(model, solver, rtol, nfe, pred, truth, dt_obs, short):
    return {
        "model": model,
        "solver": solver,
        "rtol": rtol,
        "nfe": int(nfe),
        "rollout_mse": metrics.rollout_mse(pred, truth),
        "short_mse": metrics.horizon_mse(pred, truth, short),
        "valid_time": metrics.valid_time(pred, truth, dt_obs),
    }
