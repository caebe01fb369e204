"""Evaluation helpers shared by the experiment scripts."""
import numpy as np


def accuracy(y_true, y_pred):
    y_true, y_pred = np.asarray(y_true), np.asarray(y_pred)
    return float(np.mean(y_true == y_pred))


def confusion(y_true, y_pred, labels=None):
    """Confusion matrix with rows = true class, columns = predicted class."""
    y_true, y_pred = np.asarray(y_true), np.asarray(y_pred)
    if labels is None:
        labels = sorted(set(y_true.tolist()) | set(y_pred.tolist()))
    index = {c: i for i, c in enumerate(labels)}
    M = np.zeros((len(labels), len(labels)), dtype=int)
    for t, p in zip(y_true, y_pred):
        M[index[t], index[p]] += 1
    return M, list(labels)


def per_class_recall(y_true, y_pred, labels=None):
    M, labels = confusion(y_true, y_pred, labels)
    support = M.sum(1)
    recall = np.divide(np.diag(M), support, out=np.zeros(len(labels)), where=support > 0)
    return dict(zip(labels, recall.tolist()))


def format_confusion(M, labels, width=7):
    head = " " * width + "".join(f"{c[:width - 1]:>{width}}" for c in labels)
    lines = [head]
    for c, row in zip(labels, M):
        lines.append(f"{c[:width - 1]:>{width}}" + "".join(f"{v:>{width}d}" for v in row))
    return "\n".join(lines)


def bootstrap_ci(correct, n_boot=1000, alpha=0.05, seed=0):
    """Percentile bootstrap interval for an accuracy, from a 0/1 vector of correct predictions."""
    correct = np.asarray(correct, dtype=float)
    rng = np.random.RandomState(seed)
    n = len(correct)
    stats = np.array([correct[rng.randint(0, n, n)].mean() for _ in range(n_boot)])
    return float(np.quantile(stats, alpha / 2)), float(np.quantile(stats, 1 - alpha / 2))
