"""Evaluation metrics for the condition tagger (paper.md, Table 1)."""
import numpy as np


def log_loss(y, P, eps=1e-15):
    P = np.clip(np.asarray(P, dtype=np.float64), eps, 1.0)
    return float(-np.mean(np.log(P[np.arange(len(y)), y])))


def accuracy(y, P):
    return float(np.mean(np.asarray(P).argmax(axis=1) == np.asarray(y)))


def confusion(y, pred, k):
    M = np.zeros((k, k), dtype=np.int64)
    np.add.at(M, (np.asarray(y), np.asarray(pred)), 1)
    return M


def macro_f1(y, P):
    pred = np.asarray(P).argmax(axis=1)
    k = np.asarray(P).shape[1]
    M = confusion(y, pred, k)
    f1 = []
    for c in range(k):
        tp = M[c, c]
        prec = tp / max(M[:, c].sum(), 1)
        rec = tp / max(M[c, :].sum(), 1)
        f1.append(0.0 if prec + rec == 0 else 2 * prec * rec / (prec + rec))
    return float(np.mean(f1))


def recall_at_precision(y, scores, positive, precision=0.9):
    """Highest recall of class `positive` at a score cut whose precision is >= `precision`."""
    y = np.asarray(y) == positive
    order = np.argsort(-np.asarray(scores), kind="stable")
    tp = np.cumsum(y[order])
    prec = tp / np.arange(1, len(order) + 1)
    ok = prec >= precision
    return float(tp[ok].max() / max(y.sum(), 1)) if ok.any() else 0.0
