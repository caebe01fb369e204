"""Window losses for the two model families (standardised coordinates)."""
import jax.numpy as jnp

from nodefit import solvers


def mse(pred, target):
    return jnp.mean((pred - target) ** 2)


def node_window_loss(field, params, y0, targets, dt_obs, substeps):
    """Roll the neural ODE over a window with RK4 and compare with the observations."""
    pred = solvers.rk4_rollout(field, params, y0, targets.shape[0], dt_obs, substeps)
    return mse(pred, targets)


def discrete_window_loss(step_map, params, y0, targets):
    pred = solvers.euler_rollout(step_map, params, y0, targets.shape[0])
    return mse(pred, targets)


def make_loss(model, kind, dt_obs, substeps):
    if kind == "node":
        return lambda params, y0, targets: node_window_loss(model, params, y0, targets, dt_obs, substeps)
    if kind == "discrete":
        return lambda params, y0, targets: discrete_window_loss(model, params, y0, targets)
    raise ValueError(kind)


def l2_penalty(params, weight):
    from nodefit.utils.tree import tree_vdot
    return weight * tree_vdot(params, params)
