"""Classification metrics for the report (confusion matrix, macro F1, balanced accuracy)."""
import numpy as np


def confusion(y_true, y_pred, n_classes=None):
    y_true = np.asarray(y_true, dtype=int)
    y_pred = np.asarray(y_pred, dtype=int)
    k = n_classes or int(max(y_true.max(), y_pred.max())) + 1
    m = np.zeros((k, k), dtype=int)
    np.add.at(m, (y_true, y_pred), 1)
    return m


def per_class(m):
    tp = np.diag(m).astype(float)
    prec = np.divide(tp, m.sum(axis=0), out=np.zeros_like(tp), where=m.sum(axis=0) > 0)
    rec = np.divide(tp, m.sum(axis=1), out=np.zeros_like(tp), where=m.sum(axis=1) > 0)
    f1 = np.divide(2 * prec * rec, prec + rec, out=np.zeros_like(tp), where=(prec + rec) > 0)
    return prec, rec, f1


def macro_f1(y_true, y_pred):
    return float(per_class(confusion(y_true, y_pred))[2].mean())


def balanced_accuracy(y_true, y_pred):
    return float(per_class(confusion(y_true, y_pred))[1].mean())


def regret_curve(results, key="val_acc"):
    """Best-so-far value after each result, in arrival order (Figure 3)."""
    best, out = -np.inf, []
    for r in results:
        best = max(best, float(r[key]))
        out.append(best)
    return out
