"""Scoring: raw ensemble scores and condition probabilities.

engine "python" (the default and the reference): every row walks every tree node by node. It is
the definition of the model's output (docs/model_format.md); other engines must reproduce it.
engine "matrix": meterboost.fastpath (experimental, see docs/performance.md).
"""
import math

from . import parallel


def walk(tree, x):
    """The leaf value row x (a sequence of floats) reaches in tree."""
    nodes = tree.nodes
    node = nodes[0]
    while not node.is_leaf:
        v = x[node.feature]
        if v != v:                        # missing: the learned default direction
            nxt = node.left if node.default_left else node.right
        elif v <= node.threshold:
            nxt = node.left
        else:
            nxt = node.right
        node = nodes[nxt]
    return node.value


def raw_scores_row(ens, x):
    """Raw scores (one per class) of one row: base score plus leaf values in tree order."""
    raw = list(ens.base_score)
    for tree in ens.trees:
        raw[tree.klass] += walk(tree, x)
    return raw


def softmax_row(raw):
    m = max(raw)
    e = [math.exp(r - m) for r in raw]
    s = sum(e)
    return [v / s for v in e]


def _score_rows(ens, X, lo, hi):
    out = []
    for i in range(lo, hi):
        out.append(softmax_row(raw_scores_row(ens, X[i].tolist())))
    return out


def predict_proba(ens, X, engine="python", batch_size=512, n_jobs=1, progress=None):
    """(n, n_features) -> list of n probability lists (class order of ens.classes)."""
    if engine == "matrix":
        from . import fastpath
        return fastpath.predict_proba(ens, X)
    if engine != "python":
        raise ValueError(f"unknown engine {engine!r}")
    chunks = [(lo, min(lo + batch_size, len(X))) for lo in range(0, len(X), batch_size)]
    work = lambda c: _score_rows(ens, X, *c)  # noqa: E731
    out = []
    for part in parallel.map_chunks(work, chunks, n_jobs=n_jobs):
        out.extend(part)
        if progress is not None:
            progress.update(len(part))
    return out
