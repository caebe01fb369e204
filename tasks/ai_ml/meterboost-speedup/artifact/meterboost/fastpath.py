"""Experimental "matrix" engine: all rows through one tree at a time, level by level.

Instead of walking row by row, keep one node index per row and advance every row one level per
step with array operations (np.where on the feature column gathered at each row's node). The
trees are first flattened into arrays (feature, threshold, left, right, value) per tree.

Written for NumPy 1.19 (see docs/CHANGELOG.md, 1.2.0); off by default (`[scoring] engine`).
"""
import numpy as np


class FlatTree:
    __slots__ = ("klass", "feature", "threshold", "left", "right", "default_left", "value", "depth")

    def __init__(self, tree):
        n = len(tree.nodes)
        self.klass = tree.klass
        self.feature = np.zeros(n, dtype=np.int)
        self.threshold = np.zeros(n, dtype=np.float64)
        self.left = np.zeros(n, dtype=np.int)
        self.right = np.zeros(n, dtype=np.int)
        self.default_left = np.zeros(n, dtype=np.bool)
        self.value = np.zeros(n, dtype=np.float64)
        for i, node in enumerate(tree.nodes):
            if node.is_leaf:
                # a leaf points at itself, so extra steps are harmless
                self.left[i] = self.right[i] = i
                self.value[i] = node.value
            else:
                self.feature[i] = node.feature
                self.threshold[i] = node.threshold
                self.left[i] = node.left
                self.right[i] = node.right
                self.default_left[i] = node.default_left
        self.depth = tree.depth()


def flatten(ens):
    return [FlatTree(t) for t in ens.trees]


def raw_scores(ens, X, flat=None):
    """(n, n_classes) raw scores of all rows."""
    flat = flat if flat is not None else flatten(ens)
    n = X.shape[0]
    rows = np.arange(n)
    raw = np.tile(np.asarray(ens.base_score, dtype=np.float64), (n, 1))
    for ft in flat:
        node = np.zeros(n, dtype=np.int)
        for _ in range(ft.depth):
            x = X[rows, ft.feature[node]]
            go_left = x < ft.threshold[node]
            node = np.where(go_left, ft.left[node], ft.right[node])
        raw[:, ft.klass] += ft.value[node]
    return raw


def softmax(raw):
    z = raw - raw.max(axis=1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(axis=1, keepdims=True)


def predict_proba(ens, X):
    return softmax(raw_scores(ens, X)).tolist()
