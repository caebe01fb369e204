"""Rollout metrics, in the original (un-standardised) coordinates."""
import numpy as np


def rollout_mse(pred, truth):
    """Mean squared error over all times, trajectories and state dimensions."""
    pred, truth = np.asarray(pred), np.asarray(truth)
    return float(np.mean((pred - truth) ** 2))


def horizon_mse(pred, truth, n_first):
    """MSE over the first ``n_first`` observation times only (short-term accuracy)."""
    pred, truth = np.asarray(pred), np.asarray(truth)
    return float(np.mean((pred[:n_first] - truth[:n_first]) ** 2))


def valid_time(pred, truth, dt, threshold=0.1):
    """First time at which the per-trajectory relative error exceeds ``threshold`` (mean over
    trajectories); the full horizon when it never does."""
    pred, truth = np.asarray(pred), np.asarray(truth)
    err = np.linalg.norm(pred - truth, axis=-1) / (np.linalg.norm(truth, axis=-1) + 1e-8)
    n = err.shape[0]
    out = []
    for j in range(err.shape[1]):
        bad = np.nonzero(err[:, j] > threshold)[0]
        out.append((bad[0] if bad.size else n) * dt)
    return float(np.mean(out))


def energy_drift(system, pred, truth):
    """Mean absolute difference of the system's energy along predicted and true rollouts."""
    return float(np.mean(np.abs(system.energy(np.asarray(pred)) - system.energy(np.asarray(truth)))))
