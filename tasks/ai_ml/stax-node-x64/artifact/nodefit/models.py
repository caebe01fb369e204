"""Vector-field and step-map networks, built with stax.

Two model families are compared in the paper:

* ``node``: a neural ODE  dy/dt = f_theta(y), integrated with a numerical solver;
* ``discrete``: a residual step map  y_{k+1} = y_k + dt * g_theta(y_k)  on the observation
  grid (an explicit-Euler "ResNet"), the usual discrete-time baseline.

Both share the same MLP body.  Inputs are standardised with the statistics of the training
observations and outputs are rescaled, so that the networks see O(1) numbers whatever system is
fitted.
"""
import jax.numpy as jnp
from jax.experimental import stax
from jax.experimental.stax import Dense, Tanh, Softplus, Relu, serial

ACTIVATIONS = {"tanh": Tanh, "softplus": Softplus, "relu": Relu}


def mlp(hidden, out_dim, activation="tanh"):
    """stax MLP: ``hidden`` is a list of widths, the last Dense has ``out_dim`` units."""
    act = ACTIVATIONS[activation]
    layers = []
    for width in hidden:
        layers += [Dense(width), act]
    layers.append(Dense(out_dim))
    return serial(*layers)


class Standardiser(object):
    """Affine map to zero-mean, unit-variance coordinates (per state dimension)."""

    def __init__(self, mean, scale):
        self.mean = jnp.asarray(mean)
        self.scale = jnp.asarray(scale)

    @classmethod
    def fit(cls, observations):
        flat = observations.reshape(-1, observations.shape[-1])
        return cls(flat.mean(axis=0), flat.std(axis=0))

    def forward(self, y):
        return (y - self.mean) / self.scale

    def inverse(self, z):
        return z * self.scale + self.mean


class VectorField(object):
    """dy/dt = f_theta(y) in *standardised* coordinates.

    The solver works in standardised coordinates z = (y - mean) / scale; the network maps z to
    dz/dt directly.  ``apply(params, z)`` accepts any leading batch shape.
    """

    def __init__(self, hidden, activation="tanh", state_dim=2):
        self.init_fun, self.net = mlp(hidden, state_dim, activation)
        self.state_dim = state_dim

    def init(self, key):
        _, params = self.init_fun(key, (-1, self.state_dim))
        return params

    def __call__(self, params, z):
        return self.net(params, z)


class StepMap(object):
    """Residual map z_{k+1} = z_k + dt * g_theta(z_k) on the observation grid."""

    def __init__(self, hidden, dt, activation="tanh", state_dim=2):
        self.init_fun, self.net = mlp(hidden, state_dim, activation)
        self.dt = dt
        self.state_dim = state_dim

    def init(self, key):
        _, params = self.init_fun(key, (-1, self.state_dim))
        return params

    def __call__(self, params, z):
        return z + self.dt * self.net(params, z)


def build(model_cfg, dt_obs):
    kind = model_cfg["kind"]
    if kind == "node":
        return VectorField(model_cfg["hidden"], model_cfg.get("activation", "tanh"))
    if kind == "discrete":
        return StepMap(model_cfg["hidden"], dt_obs, model_cfg.get("activation", "tanh"))
    raise ValueError("unknown model kind %r" % kind)


def count_params(params):
    from nodefit.utils.tree import tree_size
    return tree_size(params)
