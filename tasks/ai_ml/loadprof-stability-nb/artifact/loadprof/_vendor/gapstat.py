# Vendored from a lab-internal utilities repository (tibs-gap, rev 7, 2019), MIT licence.
# Gap statistic for the number of clusters: compares log within-cluster dispersion with its
# expectation under a uniform reference distribution over the data's bounding box (or over the
# box aligned with the principal components, `pca_box=True`). Not used by the paper's tables;
# scripts/sweep_k.py can report it next to stability.
import numpy as np


def _wk(X, labels):
    w = 0.0
    for c in np.unique(labels):
        pts = X[labels == c]
        if len(pts) > 1:
            w += ((pts - pts.mean(axis=0)) ** 2).sum()
    return w


def _reference(X, rng, pca_box):
    if pca_box:
        mu = X.mean(axis=0)
        Xc = X - mu
        _, _, vt = np.linalg.svd(Xc, full_matrices=False)
        Xp = Xc.dot(vt.T)
        lo, hi = Xp.min(axis=0), Xp.max(axis=0)
        R = rng.uniform(lo, hi, size=Xp.shape)
        return R.dot(vt) + mu
    lo, hi = X.min(axis=0), X.max(axis=0)
    return rng.uniform(lo, hi, size=X.shape)


def gap_statistic(X, cluster_fn, ks, n_refs=10, pca_box=True, seed=0):
    """Returns a list of dicts (k, gap, sk, logW); cluster_fn(X, k) -> labels."""
    rng = np.random.RandomState(seed)
    out = []
    refs = [_reference(X, rng, pca_box) for _ in range(n_refs)]
    for k in ks:
        logw = np.log(_wk(X, cluster_fn(X, k)))
        ref_logw = np.array([np.log(_wk(R, cluster_fn(R, k))) for R in refs])
        gap = ref_logw.mean() - logw
        sk = ref_logw.std() * np.sqrt(1.0 + 1.0 / n_refs)
        out.append({"k": k, "gap": gap, "sk": sk, "logW": logw})
    return out


def first_sd_max(results):
    """Tibshirani's rule: the smallest k with gap(k) >= gap(k+1) - s(k+1)."""
    for cur, nxt in zip(results, results[1:]):
        if cur["gap"] >= nxt["gap"] - nxt["sk"]:
            return cur["k"]
    return results[-1]["k"]
