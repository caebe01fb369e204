"""Agreement between two clusterings of the same items."""
import numpy as np
from sklearn.metrics import adjusted_rand_score
from sklearn.metrics.cluster import contingency_matrix


def adjusted_rand(a, b):
    return float(adjusted_rand_score(a, b))


def pair_counts(a, b):
    """(n11, n10, n01, n00): item pairs together in both, only in a, only in b, in neither."""
    c = contingency_matrix(a, b)
    n = c.sum()
    comb = lambda x: x * (x - 1) / 2.0  # noqa: E731
    n11 = comb(c).sum()
    na = comb(c.sum(axis=1)).sum()
    nb = comb(c.sum(axis=0)).sum()
    total = comb(n)
    return n11, na - n11, nb - n11, total - na - nb + n11


def jaccard(a, b):
    n11, n10, n01, _ = pair_counts(a, b)
    denom = n11 + n10 + n01
    return float(n11 / denom) if denom else 1.0


def relabel_by_size(labels):
    """Relabel so that cluster 0 is the largest, 1 the next, ... (ties by old label)."""
    labels = np.asarray(labels)
    uniq, counts = np.unique(labels, return_counts=True)
    order = uniq[np.lexsort((uniq, -counts))]
    mapping = {old: new for new, old in enumerate(order)}
    return np.array([mapping[x] for x in labels])
