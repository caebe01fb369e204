"""Feature importance of the ensemble: split counts and total gain proxies per feature.

The model file does not store split gains; `cover` importance is estimated by routing a batch
through the trees with the reference walker and counting the rows that reach each split.
"""
from collections import Counter

from . import schema


def split_counts(ens):
    c = Counter()
    for t in ens.trees:
        for n in t.nodes:
            if not n.is_leaf:
                c[schema.FEATURES[n.feature]] += 1
    return c


def cover(ens, X, limit=2000):
    c = Counter()
    for x in X[:limit].tolist():
        for t in ens.trees:
            node = t.nodes[0]
            while not node.is_leaf:
                c[schema.FEATURES[node.feature]] += 1
                v = x[node.feature]
                if v != v:
                    nxt = node.left if node.default_left else node.right
                else:
                    nxt = node.left if v <= node.threshold else node.right
                node = t.nodes[nxt]
    return c


def thresholds_by_feature(ens):
    out = {}
    for t in ens.trees:
        for n in t.nodes:
            if not n.is_leaf:
                out.setdefault(schema.FEATURES[n.feature], set()).add(n.threshold)
    return {k: sorted(v) for k, v in out.items()}
