"""Training windows and mini-batches.

Training uses short windows of the noisy training trajectories: a window starts at an
observed (noisy) state and the model is rolled forward ``window - 1`` observation steps.
Mini-batches draw (trajectory, start) pairs with the JAX PRNG so that a run is fully determined
by ``train.seed``.
"""
import numpy as np
import jax
import jax.numpy as jnp
from jax import random


class WindowSampler(object):
    """Samples (n_batch, window, state_dim) blocks from observations (n_obs, n_traj, dim)."""

    def __init__(self, observations, window, batch_size):
        self.obs = jnp.asarray(observations)
        self.n_obs, self.n_traj, self.dim = observations.shape
        if window > self.n_obs:
            raise ValueError("window %d longer than the trajectories (%d)" % (window, self.n_obs))
        self.window = window
        self.batch_size = batch_size
        self.n_starts = self.n_obs - window + 1

    def sample(self, key):
        """Returns (y0, targets): (B, dim) start states and (window-1, B, dim) targets."""
        k_traj, k_start = random.split(key)
        traj = random.randint(k_traj, (self.batch_size,), 0, self.n_traj)
        start = random.randint(k_start, (self.batch_size,), 0, self.n_starts)
        offsets = jnp.arange(self.window)
        rows = start[None, :] + offsets[:, None]              # (window, B)
        block = self.obs[rows, traj[None, :]]                  # (window, B, dim)
        return block[0], block[1:]

    def all_windows(self, stride=1):
        """Every window (deterministic order), for evaluation of the training loss."""
        starts = np.arange(0, self.n_starts, stride)
        rows = starts[None, :] + np.arange(self.window)[:, None]          # (window, S)
        block = np.asarray(self.obs)[rows]                                 # (window, S, T, dim)
        block = block.reshape(self.window, -1, self.dim)
        return jnp.asarray(block[0]), jnp.asarray(block[1:])


def epoch_permutation(key, n):
    """A permutation of range(n) (used by the epoch-style sampler of the ablations)."""
    return random.permutation(key, n)


def standardise_dataset(dataset, standardiser):
    """Copy of ``dataset`` with train/test observations in standardised coordinates."""
    out = dict(dataset)
    for name in ("train", "train_clean", "test"):
        out[name + "_z"] = np.asarray(standardiser.forward(jnp.asarray(dataset[name])))
    return out


def describe(dataset):
    tr, te = dataset["train"], dataset["test"]
    return ("%s: %d train trajectories x %d obs, %d test trajectories x %d obs, dt=%.3g"
            % (dataset["system"].name, tr.shape[1], tr.shape[0], te.shape[1], te.shape[0],
               dataset["dt_obs"]))
