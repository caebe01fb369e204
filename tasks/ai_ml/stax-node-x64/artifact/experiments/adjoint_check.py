#!/usr/bin/env python
"""Backprop-through-RK4 vs the adjoint method (jax.experimental.ode.odeint) on one window.

Prints the relative difference of the two gradients for a freshly initialised field and for
a field after 200 training steps.  Used to choose discretise-then-optimise for the paper.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
from jax import random  # noqa: E402
from jax.experimental.ode import odeint  # noqa: E402

from nodefit import data as ndata  # noqa: E402
from nodefit import losses, models, systems, train  # noqa: E402
from nodefit.utils import config as uconfig  # noqa: E402
from nodefit.utils.tree import global_norm, tree_add, tree_scale  # noqa: E402


def adjoint_loss(field, params, y0, targets, dt_obs):
    ts = dt_obs * jnp.arange(targets.shape[0] + 1)
    ys = odeint(lambda y, t, p: field(p, y), y0, ts, params, rtol=1e-8, atol=1e-8)
    return losses.mse(ys[1:], targets)


def compare(field, params, y0, targets, dt_obs, substeps):
    g_bp = jax.grad(lambda p: losses.node_window_loss(field, p, y0, targets, dt_obs, substeps))(params)
    g_adj = jax.grad(lambda p: adjoint_loss(field, p, y0, targets, dt_obs))(params)
    diff = tree_add(g_bp, tree_scale(g_adj, -1.0))
    return float(global_norm(diff) / global_norm(g_adj))


def main():
    cfg = uconfig.load_config("configs/paper.yaml", ["train.steps=200"])
    d = cfg["data"]
    dataset = systems.make_dataset(d["system"], d["n_train"], d["n_test"], d["t_train"],
                                   d["t_test"], d["dt_obs"], d["noise"], d["seed"], **d["params"])
    st = models.Standardiser.fit(dataset["train"])
    ds = ndata.standardise_dataset(dataset, st)
    field = models.build(dict(cfg["model"], kind="node"), dataset["dt_obs"])
    sampler = ndata.WindowSampler(ds["train_z"], cfg["train"]["window"], 16)
    y0, targets = sampler.sample(random.PRNGKey(123))
    p0 = field.init(random.PRNGKey(0))
    for sub in (1, 4, 16):
        print("init     substeps %2d: rel. gradient gap %.3e"
              % (sub, compare(field, p0, y0, targets, dataset["dt_obs"], sub)))
    p1, _ = train.fit(field, "node", ds["train_z"], dataset["dt_obs"], cfg["train"], verbose=False)
    for sub in (1, 4, 16):
        print("trained  substeps %2d: rel. gradient gap %.3e"
              % (sub, compare(field, p1, y0, targets, dataset["dt_obs"], sub)))


if __name__ == "__main__":
    main()
