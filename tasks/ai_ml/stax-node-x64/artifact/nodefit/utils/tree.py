"""Small pytree helpers (global norm, clipping, parameter averaging)."""
import jax
import jax.numpy as jnp
from jax import tree_util


def tree_size(tree):
    return int(sum(x.size for x in tree_util.tree_leaves(tree)))


def tree_add(a, b):
    return jax.tree_multimap(lambda x, y: x + y, a, b)


def tree_scale(tree, s):
    return tree_util.tree_map(lambda x: s * x, tree)


def tree_vdot(a, b):
    parts = jax.tree_multimap(lambda x, y: jnp.vdot(x, y), a, b)
    return sum(tree_util.tree_leaves(parts))


def global_norm(tree):
    return jnp.sqrt(sum(jnp.vdot(x, x) for x in tree_util.tree_leaves(tree)))


def clip_by_global_norm(tree, max_norm):
    """Scale ``tree`` so that its global L2 norm is at most ``max_norm``."""
    norm = global_norm(tree)
    factor = jnp.where(norm > max_norm, max_norm / norm, 1.0)
    return tree_scale(tree, factor)


def ema_update(ema, params, decay):
    """Polyak/exponential moving average of parameters: ema <- decay*ema + (1-decay)*params."""
    return jax.tree_multimap(lambda e, p: decay * e + (1.0 - decay) * p, ema, params)


def tree_allclose(a, b, rtol=1e-6, atol=0.0):
    close = jax.tree_multimap(lambda x, y: jnp.allclose(x, y, rtol=rtol, atol=atol), a, b)
    return all(bool(c) for c in tree_util.tree_leaves(close))
