"""Error measures for predictions and for kernel approximations."""
import numpy as np


def rmse(y_true, y_pred):
    d = np.asarray(y_true, dtype=float) - np.asarray(y_pred, dtype=float)
    return float(np.sqrt(np.mean(d ** 2)))


def mae(y_true, y_pred):
    d = np.asarray(y_true, dtype=float) - np.asarray(y_pred, dtype=float)
    return float(np.mean(np.abs(d)))


def relative_kernel_error(K, Z):
    """||K - Z Z^T||_F / ||K||_F for an exact kernel matrix K and features Z."""
    K = np.asarray(K, dtype=float)
    approx = np.dot(Z, Z.T)
    return float(np.linalg.norm(K - approx) / np.linalg.norm(K))


def spectral_kernel_error(K, Z):
    """||K - Z Z^T||_2 / ||K||_2 (largest eigenvalue of the symmetric difference)."""
    K = np.asarray(K, dtype=float)
    diff = K - np.dot(Z, Z.T)
    top = np.linalg.eigvalsh(diff)
    return float(np.max(np.abs(top)) / np.linalg.eigvalsh(K)[-1])


def summarize(scores):
    """Mean and (population) standard deviation over repeats, as in the paper's tables."""
    scores = np.asarray(scores, dtype=float)
    return float(scores.mean()), float(scores.std())
