"""Training loop: Adam with exponential step decay, global-norm clipping, parameter EMA.

One jitted ``update`` per step; the mini-batch key of step ``i`` is ``fold_in(batch_key, i)``,
so a run is a pure function of the config (data seed, train seed).
"""
import time

import jax
import jax.numpy as jnp
from jax import lax, random
from jax.experimental import optimizers

from nodefit import losses
from nodefit.data import WindowSampler
from nodefit.utils import logging as ulog
from nodefit.utils.tree import clip_by_global_norm, ema_update


def make_optimizer(tcfg):
    schedule = optimizers.exponential_decay(tcfg["lr"], tcfg["decay_steps"], tcfg["decay_rate"])
    return optimizers.adam(schedule)


def fit(model, kind, train_z, dt_obs, tcfg, verbose=True):
    """Fit ``model`` to standardised training observations (n_obs, n_traj, dim).

    Returns (ema_params, history) where history holds the loss every ``log_every`` steps and
    the wall time.
    """
    key = random.PRNGKey(tcfg["seed"])
    init_key, batch_key = random.split(key)
    params = model.init(init_key)
    sampler = WindowSampler(train_z, tcfg["window"], tcfg["batch_size"])
    loss_fn = losses.make_loss(model, kind, dt_obs, tcfg["substeps"])
    opt_init, opt_update, get_params = make_optimizer(tcfg)
    every = tcfg.get("log_every", 0) if verbose else 0

    @jax.jit
    def update(i, opt_state, ema):
        p = get_params(opt_state)
        y0, targets = sampler.sample(random.fold_in(batch_key, i))
        loss, grads = jax.value_and_grad(loss_fn)(p, y0, targets)
        grads = clip_by_global_norm(grads, tcfg["clip"])
        if every:
            # progress line on the host every `every` steps (no host round trip otherwise)
            loss = lax.cond(i % every == 0, lambda l: ulog.tap(i, l, l, every=every),
                            lambda l: l, loss)
        opt_state = opt_update(i, grads, opt_state)
        ema = ema_update(ema, get_params(opt_state), tcfg["ema"])
        return opt_state, ema, loss

    opt_state = opt_init(params)
    ema = params
    history = []
    ulog.reset_clock()
    t0 = time.time()
    for i in range(tcfg["steps"]):
        opt_state, ema, loss = update(i, opt_state, ema)
        if every and i % every == 0:
            history.append((i, float(loss)))
    loss.block_until_ready()
    wall = time.time() - t0

    y0_all, targets_all = sampler.all_windows()
    final = float(jax.jit(loss_fn)(ema, y0_all, targets_all))
    return ema, {"history": history, "final_window_loss": final, "wall_s": wall}
