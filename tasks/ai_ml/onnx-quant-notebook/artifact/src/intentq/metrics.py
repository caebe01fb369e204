"""Classification metrics and agreement between two sets of logits."""
import numpy as np


def accuracy(pred, labels):
    return float(np.mean(np.asarray(pred) == np.asarray(labels)))


def confusion(pred, labels, n_classes):
    cm = np.zeros((n_classes, n_classes), dtype=np.int64)
    np.add.at(cm, (np.asarray(labels), np.asarray(pred)), 1)
    return cm


def macro_f1(pred, labels, n_classes):
    cm = confusion(pred, labels, n_classes)
    tp = np.diag(cm).astype(np.float64)
    prec = tp / np.maximum(cm.sum(axis=0), 1)
    rec = tp / np.maximum(cm.sum(axis=1), 1)
    f1 = np.where(prec + rec > 0, 2 * prec * rec / np.maximum(prec + rec, 1e-12), 0.0)
    return float(f1.mean())


def agreement(logits_a, logits_b):
    """Share of examples on which two models predict the same class."""
    return float(np.mean(logits_a.argmax(axis=1) == logits_b.argmax(axis=1)))


def logit_drift(logits_ref, logits):
    """Mean and max absolute logit difference against the reference (float32) model."""
    d = np.abs(np.asarray(logits, dtype=np.float_) - np.asarray(logits_ref, dtype=np.float_))
    return float(d.mean()), float(d.max())


def expected_calibration_error(logits, labels, n_bins=10):
    z = logits - logits.max(axis=1, keepdims=True)
    p = np.exp(z) / np.exp(z).sum(axis=1, keepdims=True)
    conf = p.max(axis=1)
    pred = p.argmax(axis=1)
    ece = 0.0
    edges = np.linspace(0.0, 1.0, n_bins + 1)
    for lo, hi in zip(edges[:-1], edges[1:]):
        sel = (conf > lo) & (conf <= hi)
        if sel.any():
            ece += sel.mean() * abs(np.mean(pred[sel] == labels[sel]) - conf[sel].mean())
    return float(ece)
