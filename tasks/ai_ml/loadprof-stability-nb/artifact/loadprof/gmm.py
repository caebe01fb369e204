"""Gaussian-mixture model selection by BIC (discussion, Section 5).

BIC keeps adding components as long as the within-cluster densities are not Gaussian, which is
the case for load shapes (skewed shares, a hard simplex constraint). We report it for
comparison only; none of the paper's tables uses it.
"""
import numpy as np
import pandas as pd
from sklearn.mixture import GaussianMixture

from .clustering import fit_kmeans
from .metrics import adjusted_rand


def fit_gmm(Z, k, covariance_type="full", seed=0, n_init=3):
    return GaussianMixture(n_components=k, covariance_type=covariance_type, n_init=n_init,
                           random_state=seed, reg_covar=1e-5).fit(Z)


def bic_curve(Z, ks, covariance_type="full", seed=0):
    rows = []
    for k in ks:
        g = fit_gmm(Z, k, covariance_type=covariance_type, seed=seed)
        rows.append({"k": int(k), "bic": g.bic(Z), "aic": g.aic(Z),
                     "converged": bool(g.converged_), "n_iter": int(g.n_iter_)})
    df = pd.DataFrame(rows)
    df["delta_bic"] = df["bic"] - df["bic"].min()
    return df


def agreement_with_kmeans(Z, k, seed=0):
    """ARI between the GMM's hard assignment and k-means at the same k, per covariance type."""
    km = fit_kmeans(Z, k, random_state=seed).labels_
    rows = []
    for cov in ("full", "tied", "diag", "spherical"):
        g = fit_gmm(Z, k, covariance_type=cov, seed=seed)
        rows.append({"covariance": cov, "ari_vs_kmeans": adjusted_rand(km, g.predict(Z)),
                     "mean_max_resp": float(np.mean(np.max(g.predict_proba(Z), axis=1)))})
    return pd.DataFrame(rows)


def bic_figure(bic, path=None):
    import matplotlib.pyplot as plt
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.plot(bic["k"], bic["delta_bic"], marker="o")
    ax.set_xlabel("components")
    ax.set_ylabel("BIC - min BIC")
    if path:
        fig.savefig(path)
    return fig
