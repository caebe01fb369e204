"""Consensus clustering (the 2021 workshop version's criterion; superseded by stability.py).

For each k: cluster many subsamples, count for every pair of items how often they were clustered
together when both were drawn; the consensus matrix M holds those frequencies. A clean clustering
has M entries near 0 or 1; the area under the empirical CDF of the off-diagonal entries measures
that, and k is chosen where the relative gain in area levels off.
"""
import numpy as np
import pandas as pd

from .clustering import fit_kmeans


def consensus_matrix(Z, k, n_resamples=50, frac=0.8, seed=0):
    rng = np.random.RandomState(seed)
    n = Z.shape[0]
    together = np.zeros((n, n))
    drawn = np.zeros((n, n))
    m = int(round(frac * n))
    for _ in range(n_resamples):
        idx = np.sort(rng.choice(n, size=m, replace=False))
        lab = fit_kmeans(Z[idx], k, random_state=rng.randint(0, 2 ** 31 - 1)).labels_
        same = (lab[:, None] == lab[None, :]).astype(np.float)
        together[np.ix_(idx, idx)] += same
        drawn[np.ix_(idx, idx)] += 1.0
    with np.errstate(invalid="ignore", divide="ignore"):
        M = np.where(drawn > 0, together / drawn, 0.0)
    np.fill_diagonal(M, 1.0)
    return M


def cdf_area(M, grid=100):
    iu = np.triu_indices_from(M, k=1)
    vals = np.sort(M[iu])
    xs = np.linspace(0, 1, grid + 1)
    cdf = np.searchsorted(vals, xs, side="right") / float(len(vals))
    return float(np.sum(np.diff(xs) * cdf[1:]))


def delta_area(areas):
    ks = sorted(areas)
    rows = []
    prev = None
    for k in ks:
        a = areas[k]
        d = a if prev is None else (a - prev) / prev
        rows.append({"k": k, "area": a, "delta": d})
        prev = a
    return pd.DataFrame(rows)


def plot_consensus(M, ax=None):
    import matplotlib.pyplot as plt
    from scipy.cluster.hierarchy import leaves_list, linkage
    order = leaves_list(linkage(1 - M[np.triu_indices_from(M, k=1)], method="average"))
    ax = ax or plt.gca()
    ax.imshow(M[np.ix_(order, order)], cmap="Blues", vmin=0, vmax=1, interpolation="nearest")
    ax.set_xticks([])
    ax.set_yticks([])
    return ax


class TariffProbe:
    """A trivial 'classifier' mapping cluster -> majority tariff, so that the workshop's
    confusion-matrix plot can be drawn with scikit-learn's plotting helper."""

    _estimator_type = "classifier"

    def fit(self, labels, households, tariffs=None):
        labels = np.asarray(labels)
        if tariffs is None:
            tariffs = pd.Series("unknown", index=households)
        df = pd.DataFrame({"cluster": labels, "tariff": np.asarray(tariffs)})
        self.majority_ = df.groupby("cluster")["tariff"].agg(lambda s: s.value_counts().index[0])
        self.tariffs_ = df["tariff"].values
        self.classes_ = np.unique(self.tariffs_)
        return self

    def predict(self, X):
        return self.majority_.reindex(np.asarray(X).ravel()).values
