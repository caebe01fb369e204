#!/usr/bin/env python
"""Hamiltonian neural network baseline (dropped from the paper, see experiments/README.md).

The network outputs a scalar H_theta(q, p); the vector field is the symplectic gradient
(dH/dp, -dH/dq).  Trained on the same windows as the neural ODE, with RK4.
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
from jax.experimental import stax  # noqa: E402

from nodefit import data as ndata  # noqa: E402
from nodefit import models, solvers, systems, train  # noqa: E402
from nodefit.metrics import energy_drift, rollout_mse  # noqa: E402
from nodefit.utils import config as uconfig  # noqa: E402


class HamiltonianField(object):
    def __init__(self, hidden):
        layers = []
        for w in hidden:
            layers += [stax.Dense(w), stax.Softplus]
        layers.append(stax.Dense(1))
        self.init_fun, self.net = stax.serial(*layers)
        self.state_dim = 2

    def init(self, key):
        _, params = self.init_fun(key, (-1, 2))
        return params

    def hamiltonian(self, params, z):
        return self.net(params, z)[..., 0]

    def __call__(self, params, z):
        grad = jax.grad(lambda zz: jnp.sum(self.hamiltonian(params, zz)))(z)
        return jnp.stack([grad[..., 1], -grad[..., 0]], axis=-1)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/paper.yaml")
    ap.add_argument("--delta", type=float, default=0.0)
    args = ap.parse_args()
    cfg = uconfig.load_config(args.config, ["data.params.delta=%g" % args.delta])
    d = cfg["data"]
    dataset = systems.make_dataset(d["system"], d["n_train"], d["n_test"], d["t_train"],
                                   d["t_test"], d["dt_obs"], d["noise"], d["seed"], **d["params"])
    st = models.Standardiser.fit(dataset["train"])
    ds = ndata.standardise_dataset(dataset, st)
    field = HamiltonianField(cfg["model"]["hidden"])
    params, info = train.fit(field, "node", ds["train_z"], dataset["dt_obs"], cfg["train"])
    z0 = jnp.asarray(ds["test_z"][0])
    n = ds["test_z"].shape[0] - 1
    pred = st.inverse(solvers.rk4_rollout(field, params, z0, n, dataset["dt_obs"], 1))
    print("HNN  loss %.4e  rollout MSE %.4e  energy drift %.4e"
          % (info["final_window_loss"], rollout_mse(pred, dataset["test"][1:]),
             energy_drift(dataset["system"], pred, dataset["test"][1:])))


if __name__ == "__main__":
    main()
