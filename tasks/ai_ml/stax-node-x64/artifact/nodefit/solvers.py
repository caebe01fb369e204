"""ODE solvers in JAX: fixed-step RK4 (used for training) and adaptive Dormand-Prince 5(4).

All solvers integrate autonomous fields ``f(params, y)`` where ``y`` may carry any leading batch
shape; the adaptive solver controls the error of the *whole* batch at once (one step size for
all trajectories, as in most neural-ODE libraries), and reports the number of function
evaluations (NFE) it spent.
"""
import jax
import jax.numpy as jnp
from jax import lax

# Dormand-Prince 5(4) tableau
_C = (0.0, 1.0 / 5, 3.0 / 10, 4.0 / 5, 8.0 / 9, 1.0, 1.0)
_A = (
    (),
    (1.0 / 5,),
    (3.0 / 40, 9.0 / 40),
    (44.0 / 45, -56.0 / 15, 32.0 / 9),
    (19372.0 / 6561, -25360.0 / 2187, 64448.0 / 6561, -212.0 / 729),
    (9017.0 / 3168, -355.0 / 33, 46732.0 / 5247, 49.0 / 176, -5103.0 / 18656),
    (35.0 / 384, 0.0, 500.0 / 1113, 125.0 / 192, -2187.0 / 6784, 11.0 / 84),
)
_B5 = (35.0 / 384, 0.0, 500.0 / 1113, 125.0 / 192, -2187.0 / 6784, 11.0 / 84, 0.0)
_B4 = (5179.0 / 57600, 0.0, 7571.0 / 16695, 393.0 / 640, -92097.0 / 339200, 187.0 / 2100, 1.0 / 40)
_E = tuple(b5 - b4 for b5, b4 in zip(_B5, _B4))


def rk4_step(f, params, y, h):
    k1 = f(params, y)
    k2 = f(params, y + 0.5 * h * k1)
    k3 = f(params, y + 0.5 * h * k2)
    k4 = f(params, y + h * k3)
    return y + (h / 6.0) * (k1 + 2.0 * k2 + 2.0 * k3 + k4)


def rk4_rollout(f, params, y0, n_obs, dt_obs, substeps):
    """States at the ``n_obs`` observation times after y0 (y0 itself excluded).

    Returns an array of shape (n_obs,) + y0.shape.  NFE = 4 * substeps * n_obs.
    """
    h = dt_obs / substeps

    def one_interval(y, _):
        def sub(_, yy):
            return rk4_step(f, params, yy, h)
        y = lax.fori_loop(0, substeps, sub, y)
        return y, y

    _, ys = lax.scan(one_interval, y0, None, length=n_obs)
    return ys


def euler_rollout(g, params, y0, n_obs):
    """Roll a step map forward: y_{k+1} = g(y_k)."""
    def one(y, _):
        y = g(params, y)
        return y, y

    _, ys = lax.scan(one, y0, None, length=n_obs)
    return ys


def _rms(x):
    return jnp.sqrt(jnp.mean(x * x))


def _initial_step(f, params, y0, f0, rtol, atol, order=5):
    """Hairer-Wanner-Norsett starting step (two evaluations of f, f0 given)."""
    scale = atol + rtol * jnp.abs(y0)
    d0 = _rms(y0 / scale)
    d1 = _rms(f0 / scale)
    h0 = jnp.where((d0 < 1e-5) | (d1 < 1e-5), 1e-6, 0.01 * d0 / d1)
    y1 = y0 + h0 * f0
    f1 = f(params, y1)
    d2 = _rms((f1 - f0) / scale) / h0
    h1 = jnp.where(jnp.maximum(d1, d2) <= 1e-15, jnp.maximum(1e-6, h0 * 1e-3),
                   (0.01 / jnp.maximum(d1, d2)) ** (1.0 / (order + 1.0)))
    return jnp.minimum(100.0 * h0, h1)


def _dopri_attempt(f, params, y, f0, h):
    ks = [f0]
    for i in range(1, 7):
        dy = sum(a * k for a, k in zip(_A[i], ks) if a != 0.0)
        ks.append(f(params, y + h * dy))
    y_new = y + h * sum(b * k for b, k in zip(_B5, ks) if b != 0.0)
    err = h * sum(e * k for e, k in zip(_E, ks) if e != 0.0)
    return y_new, err, ks[-1]


def hermite(t0, t1, y0, y1, f0, f1, t):
    """Cubic Hermite interpolant on [t0, t1] (dense output between two accepted steps)."""
    h = t1 - t0
    s = (t - t0) / h
    h00 = (1.0 + 2.0 * s) * (1.0 - s) ** 2
    h10 = s * (1.0 - s) ** 2
    h01 = s * s * (3.0 - 2.0 * s)
    h11 = s * s * (s - 1.0)
    return h00 * y0 + h10 * h * f0 + h01 * y1 + h11 * h * f1


def dopri5(f, params, y0, ts, rtol=1e-6, atol=1e-6, max_steps=50000,
           safety=0.9, min_factor=0.2, max_factor=10.0):
    """Adaptive Dormand-Prince 5(4) solve of dy/dt = f(params, y) from t=0.

    ``ts`` are the output times (strictly increasing, ts[0] > 0).  The solver steps freely
    (only the last step is clipped to ts[-1]) and fills the outputs by cubic Hermite
    interpolation between accepted steps, so the output grid does not limit the step size.
    Returns ``(ys, stats)`` with ``ys`` of shape (len(ts),) + y0.shape and ``stats`` a dict
    with ``nfe``, ``accepted``, ``rejected`` and ``completed``.
    """
    ts = jnp.asarray(ts)
    n_out = ts.shape[0]
    t_end = ts[-1]
    f0 = f(params, y0)
    h0 = _initial_step(f, params, y0, f0, rtol, atol)
    ys0 = jnp.zeros((n_out,) + y0.shape, dtype=y0.dtype)
    zero = jnp.zeros((), dtype=jnp.int32)
    t0 = jnp.zeros((), dtype=ts.dtype)
    # state: t, y, f(y), h, next output index, outputs, nfe, accepted, rejected, attempts
    init = (t0, y0, f0, h0, zero, ys0, zero + 2, zero, zero, zero)

    def cond(state):
        _, _, _, _, i_out, _, _, _, _, attempts = state
        return (i_out < n_out) & (attempts < max_steps)

    def body(state):
        t, y, fy, h, i_out, ys, nfe, acc, rej, attempts = state
        last = h >= (t_end - t)
        h_try = jnp.where(last, t_end - t, h)
        y_new, err, f_new = _dopri_attempt(f, params, y, fy, h_try)
        scale = atol + rtol * jnp.maximum(jnp.abs(y), jnp.abs(y_new))
        err_norm = _rms(err / scale)
        accept = err_norm <= 1.0
        factor = safety * jnp.where(err_norm > 0.0, err_norm, 1e-10) ** (-0.2)
        factor = jnp.clip(factor, min_factor, max_factor)
        factor = jnp.where(accept, factor, jnp.minimum(factor, 1.0))
        h_new = h_try * factor
        t_new = jnp.where(last, t_end, t + h_try)

        # dense output for every output time in (t, t_new]
        def fill_cond(c):
            j, _ = c
            return accept & (j < n_out) & (ts[jnp.minimum(j, n_out - 1)] <= t_new)

        def fill_body(c):
            j, out = c
            val = hermite(t, t_new, y, y_new, fy, f_new, ts[j])
            val = jnp.where(ts[j] == t_new, y_new, val)
            return j + 1, jax.ops.index_update(out, jax.ops.index[j], val)

        i_out, ys = lax.while_loop(fill_cond, fill_body, (i_out, ys))
        t = jnp.where(accept, t_new, t)
        y = jnp.where(accept, y_new, y)
        fy = jnp.where(accept, f_new, fy)
        acc = acc + accept.astype(jnp.int32)
        rej = rej + (~accept).astype(jnp.int32)
        return (t, y, fy, h_new, i_out, ys, nfe + 6, acc, rej, attempts + 1)

    final = lax.while_loop(cond, body, init)
    _, _, _, _, i_out, ys, nfe, acc, rej, _ = final
    return ys, {"nfe": nfe, "accepted": acc, "rejected": rej, "completed": i_out == n_out}


def fixed_grid_nfe(n_obs, substeps):
    """NFE of :func:`rk4_rollout` over ``n_obs`` observation intervals."""
    return 4 * substeps * n_obs
