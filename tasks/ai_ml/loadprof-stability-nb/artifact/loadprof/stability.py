"""Subsample-pair stability (the paper's model-selection criterion, Section 3.3).

For each k, draw `n_pairs` pairs of subsamples (each a fraction `frac` of the households,
without replacement), cluster both, and compare the two labelings on the households the
subsamples share with the adjusted Rand index. Stability(k) is the mean ARI; the selected k is
the largest mean, ties to the smaller k.
"""
import numpy as np
import pandas as pd
from threadpoolctl import threadpool_limits

from .clustering import fit_kmeans
from .metrics import adjusted_rand


def subsample_pair(n, frac, rng):
    m = int(round(frac * n))
    a = np.sort(rng.choice(n, size=m, replace=False))
    b = np.sort(rng.choice(n, size=m, replace=False))
    return a, b, np.intersect1d(a, b)


def pair_scores(X, k, n_pairs, frac, rng):
    scores = np.zeros(n_pairs, dtype=np.float)
    for p in range(n_pairs):
        a, b, common = subsample_pair(X.shape[0], frac, rng)
        seed_a, seed_b = rng.randint(0, 2 ** 31 - 1, size=2)
        km_a = fit_kmeans(X[a], k, random_state=seed_a)
        km_b = fit_kmeans(X[b], k, random_state=seed_b)
        scores[p] = adjusted_rand(km_a.predict(X[common]), km_b.predict(X[common]))
    return scores


def stability_curve(X, ks, n_pairs=20, frac=0.8, seed=0):
    """DataFrame with k, stability (mean ARI), sd and the 10% quantile of the pair ARIs."""
    rng = np.random.RandomState(seed)
    rows = []
    # thousands of tiny fits: one BLAS/OpenMP thread each is much faster than a thread pool
    with threadpool_limits(limits=1):
        for k in ks:
            s = pair_scores(X, k, n_pairs, frac, rng)
            rows.append({"k": int(k), "stability": s.mean(), "sd": s.std(ddof=1),
                         "q10": np.quantile(s, 0.10)})
    return pd.DataFrame(rows)


def select_k(curve, min_stability=0.95):
    """`curve` needs the columns k, stability and silhouette (see profiles.silhouettes)."""
    stable = curve[curve["stability"] >= min_stability]
    if stable.empty:
        return int(curve.sort_values(["stability", "k"], ascending=[False, True])["k"].iloc[0])
    return int(stable.sort_values(["silhouette", "k"], ascending=[False, True])["k"].iloc[0])
