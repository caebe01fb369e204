"""Diagnostics beyond the mean ARI: which clusters are stable, and how the pair ARIs spread.

Clusterwise stability (after Hennig's bootstrap Jaccard): for every cluster of the reference
clustering (all households), find in each subsample clustering the cluster with the largest
Jaccard overlap (restricted to the subsample) and average those Jaccards. Clusters with a mean
below 0.6 are "dissolved" in the sense of the paper's Section 5.
"""
import numpy as np
import pandas as pd
from scipy.optimize import linear_sum_assignment
from threadpoolctl import threadpool_limits

from .clustering import fit_kmeans
from .metrics import adjusted_rand


def jaccard_sets(a, b):
    a, b = set(a), set(b)
    union = len(a | b)
    return len(a & b) / float(union) if union else 1.0


def best_jaccard(ref_members, labels, idx):
    """Largest Jaccard between one reference cluster (item ids) and any cluster of `labels`
    (a clustering of the items `idx`)."""
    ref = set(ref_members) & set(idx)
    if not ref:
        return np.nan
    best = 0.0
    for c in np.unique(labels):
        best = max(best, jaccard_sets(ref, idx[labels == c]))
    return best


def clusterwise_stability(Z, k, ref_labels, n_boot=20, frac=0.8, seed=0):
    """Mean best-match Jaccard of each reference cluster over `n_boot` subsample clusterings."""
    rng = np.random.RandomState(seed)
    n = Z.shape[0]
    m = int(round(frac * n))
    ref_labels = np.asarray(ref_labels)
    clusters = np.unique(ref_labels)
    scores = np.zeros((n_boot, len(clusters)))
    with threadpool_limits(limits=1):
        for b in range(n_boot):
            idx = np.sort(rng.choice(n, size=m, replace=False))
            lab = fit_kmeans(Z[idx], k, random_state=rng.randint(0, 2 ** 31 - 1)).labels_
            for j, c in enumerate(clusters):
                scores[b, j] = best_jaccard(np.where(ref_labels == c)[0], lab, idx)
    return pd.DataFrame({"cluster": clusters, "jaccard_mean": np.nanmean(scores, axis=0),
                         "jaccard_min": np.nanmin(scores, axis=0),
                         "dissolved": np.mean(scores < 0.5, axis=0)})


def match_labels(a, b):
    """Permutation of b's labels that best agrees with a (Hungarian algorithm on the
    contingency table); returns b relabelled."""
    a = np.asarray(a)
    b = np.asarray(b)
    ua, ub = np.unique(a), np.unique(b)
    cont = np.zeros((len(ua), len(ub)))
    for i, x in enumerate(ua):
        for j, y in enumerate(ub):
            cont[i, j] = np.sum((a == x) & (b == y))
    rows, cols = linear_sum_assignment(-cont)
    mapping = {ub[c]: ua[r] for r, c in zip(rows, cols)}
    nxt = (max(ua) + 1) if len(ua) else 0
    out = np.empty_like(b)
    for j, y in enumerate(ub):
        if y not in mapping:
            mapping[y] = nxt
            nxt += 1
    for i, y in enumerate(b):
        out[i] = mapping[y]
    return out


def agreement_rate(a, b):
    """Share of items with the same label after optimal matching."""
    return float(np.mean(np.asarray(a) == match_labels(a, b)))


def ari_histogram(scores, bins=(-0.5, 0.0, 0.5, 0.8, 0.9, 0.95, 0.99, 1.0001)):
    """Counts of pair ARIs per bin, as in the appendix's histograms."""
    counts, edges = np.histogram(np.asarray(scores), bins=bins)
    labels = ["[%.2f, %.2f)" % (lo, hi) for lo, hi in zip(edges[:-1], edges[1:])]
    return pd.Series(counts, index=labels, name="pairs")


def seed_sensitivity(Z, k, seeds=(0, 1, 2, 3, 4)):
    """ARI between full-data clusterings started from different seeds: a quick check of how much
    the optimiser (rather than the data) decides the result at this k."""
    labs = [fit_kmeans(Z, k, random_state=s).labels_ for s in seeds]
    vals = [adjusted_rand(labs[i], labs[j]) for i in range(len(labs)) for j in range(i + 1, len(labs))]
    return float(np.mean(vals)), float(np.min(vals))
