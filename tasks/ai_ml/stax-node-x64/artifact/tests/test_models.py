import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax import random  # noqa: E402

from nodefit import models  # noqa: E402
from nodefit.utils.tree import clip_by_global_norm, global_norm, tree_size  # noqa: E402


def test_vector_field_shapes():
    f = models.VectorField([16, 16])
    p = f.init(random.PRNGKey(0))
    assert f(p, jnp.zeros((5, 2))).shape == (5, 2)
    assert f(p, jnp.zeros((3, 4, 2))).shape == (3, 4, 2)
    assert tree_size(p) == 2 * 16 + 16 + 16 * 16 + 16 + 16 * 2 + 2


def test_step_map_is_residual():
    g = models.StepMap([8], dt=0.0)
    p = g.init(random.PRNGKey(1))
    z = jnp.ones((4, 2))
    np.testing.assert_allclose(np.asarray(g(p, z)), np.asarray(z))


def test_standardiser_roundtrip():
    obs = np.random.RandomState(0).normal(size=(10, 3, 2)) * [2.0, 0.5] + [1.0, -1.0]
    st = models.Standardiser.fit(obs)
    z = st.forward(jnp.asarray(obs))
    np.testing.assert_allclose(np.asarray(z).reshape(-1, 2).mean(0), 0.0, atol=1e-6)
    np.testing.assert_allclose(np.asarray(st.inverse(z)), obs, atol=1e-5)


def test_clip():
    tree = {"a": jnp.ones(4) * 3.0, "b": jnp.ones(2)}
    clipped = clip_by_global_norm(tree, 1.0)
    assert abs(float(global_norm(clipped)) - 1.0) < 1e-6
