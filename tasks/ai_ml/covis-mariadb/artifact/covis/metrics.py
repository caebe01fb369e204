"""Ranking metrics over per-query candidate lists."""
import math

import numpy as np


def rank_of_target(scores, labels, tiebreak):
    """1-based rank of the (single) positive after sorting by score desc, then tiebreak asc.

    Returns None when the target is not among the candidates."""
    labels = np.asarray(labels)
    if not labels.any():
        return None
    order = np.lexsort((np.asarray(tiebreak), -np.asarray(scores, dtype=float)))
    pos = np.nonzero(labels[order])[0]
    return int(pos[0]) + 1


def hit_rate(ranks, k):
    return float(np.mean([1.0 if r is not None and r <= k else 0.0 for r in ranks])) if ranks else 0.0


def mrr(ranks, k):
    return float(np.mean([1.0 / r if r is not None and r <= k else 0.0 for r in ranks])) if ranks else 0.0


def ndcg(ranks, k):
    vals = [1.0 / math.log2(r + 1) if r is not None and r <= k else 0.0 for r in ranks]
    return float(np.mean(vals)) if vals else 0.0


def recall_ceiling(ranks):
    """Share of queries whose target is among the candidates at all."""
    return float(np.mean([r is not None for r in ranks])) if ranks else 0.0


def summarise(ranks, k):
    return {
        f"hr{k}": round(hit_rate(ranks, k), 4),
        f"mrr{k}": round(mrr(ranks, k), 4),
        f"ndcg{k}": round(ndcg(ranks, k), 4),
        "coverage": round(recall_ceiling(ranks), 4),
    }
