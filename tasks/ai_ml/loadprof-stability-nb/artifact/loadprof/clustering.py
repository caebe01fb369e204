"""The k-means every experiment uses, in one place so that all runs share one configuration."""
from sklearn.cluster import KMeans

KMEANS_DEFAULTS = dict(
    init="k-means++",
    max_iter=300,
    tol=1e-4,
    precompute_distances="auto",
    algorithm="full",
    n_jobs=1,
)


def make_kmeans(k, random_state, **overrides):
    params = dict(KMEANS_DEFAULTS)
    params.update(overrides)
    return KMeans(n_clusters=k, random_state=random_state, **params)


def fit_kmeans(X, k, random_state, **overrides):
    return make_kmeans(k, random_state, **overrides).fit(X)
