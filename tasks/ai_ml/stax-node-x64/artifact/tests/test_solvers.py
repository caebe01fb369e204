import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402

from nodefit import solvers  # noqa: E402


def rotation(p, y):
    return jnp.stack([y[..., 1], -y[..., 0]], axis=-1)


def decay(p, y):
    return -p * y


def test_rk4_rotation():
    y0 = jnp.array([1.0, 0.0])
    ys = solvers.rk4_rollout(rotation, None, y0, 10, 0.1, 4)
    t = 0.1 * np.arange(1, 11)
    np.testing.assert_allclose(np.asarray(ys[:, 0]), np.cos(t), atol=1e-6)
    np.testing.assert_allclose(np.asarray(ys[:, 1]), -np.sin(t), atol=1e-6)


def test_dopri5_decay():
    y0 = jnp.array([1.0, 2.0])
    ts = jnp.linspace(0.1, 2.0, 20)
    ys, stats = solvers.dopri5(decay, 0.7, y0, ts, rtol=1e-5, atol=1e-5)
    ref = np.exp(-0.7 * np.asarray(ts))[:, None] * np.array([1.0, 2.0])
    np.testing.assert_allclose(np.asarray(ys), ref, rtol=1e-4)
    assert bool(stats["completed"])
    assert int(stats["nfe"]) == 2 + 6 * (int(stats["accepted"]) + int(stats["rejected"]))


def test_dopri5_tighter_costs_more():
    y0 = jnp.array([1.0, 0.0])
    ts = jnp.linspace(0.5, 5.0, 10)
    _, loose = solvers.dopri5(rotation, None, y0, ts, rtol=1e-3, atol=1e-3)
    _, tight = solvers.dopri5(rotation, None, y0, ts, rtol=1e-6, atol=1e-6)
    assert int(tight["nfe"]) > int(loose["nfe"])


def test_hermite_endpoints():
    y0, y1 = jnp.array([0.0]), jnp.array([1.0])
    f0, f1 = jnp.array([1.0]), jnp.array([1.0])
    assert float(solvers.hermite(0.0, 1.0, y0, y1, f0, f1, 0.0)[0]) == 0.0
    assert abs(float(solvers.hermite(0.0, 1.0, y0, y1, f0, f1, 1.0)[0]) - 1.0) < 1e-12
    assert abs(float(solvers.hermite(0.0, 1.0, y0, y1, f0, f1, 0.5)[0]) - 0.5) < 1e-7
