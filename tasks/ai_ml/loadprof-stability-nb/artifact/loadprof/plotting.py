"""Figures in the paper's style (Figure 2: stability curve; Figure 3: cluster profiles)."""
import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402

from .features import SHAPE_COLS  # noqa: E402

STYLE = "seaborn-whitegrid"
PALETTE = ["#1b9e77", "#d95f02", "#7570b3", "#e7298a", "#66a61e", "#e6ab02", "#a6761d", "#666666"]


def use_paper_style():
    plt.style.use(STYLE)
    plt.rcParams.update({"font.size": 9, "axes.titlesize": 10, "figure.dpi": 110,
                         "savefig.bbox": "tight"})


def stability_figure(curve, k_selected, path=None, title="Subsample-pair stability"):
    use_paper_style()
    fig, ax = plt.subplots(figsize=(4.2, 3.0))
    ax.errorbar(curve["k"], curve["stability"], yerr=curve["sd"], marker="o", ms=4,
                color=PALETTE[0], capsize=2, lw=1.2)
    ax.axvline(k_selected, color="0.4", ls="--", lw=0.8)
    ax.set_xlabel("number of clusters k")
    ax.set_ylabel("mean ARI over subsample pairs")
    ax.set_ylim(0, 1.05)
    ax.set_title(title)
    if path:
        fig.savefig(path)
    return fig


def profile_figure(feats, labels, path=None):
    use_paper_style()
    k = int(np.max(labels)) + 1
    fig, ax = plt.subplots(figsize=(5.0, 3.0))
    for c in range(k):
        shape = feats.loc[labels == c, SHAPE_COLS].mean().values
        ax.plot(range(24), shape, color=PALETTE[c % len(PALETTE)], lw=1.5,
                label="cluster %d (n=%d)" % (c, int((labels == c).sum())))
    ax.set_xticks(range(0, 24, 3))
    ax.set_xlabel("hour of day")
    ax.set_ylabel("share of daily consumption")
    ax.legend(fontsize=7, frameon=False)
    if path:
        fig.savefig(path)
    return fig


def pca_scatter(Z, labels, path=None):
    use_paper_style()
    fig, ax = plt.subplots(figsize=(3.6, 3.2))
    ax.scatter(Z[:, 0], Z[:, 1], c=[PALETTE[int(l) % len(PALETTE)] for l in labels], s=6, lw=0)
    ax.set_xlabel("PC1")
    ax.set_ylabel("PC2")
    if path:
        fig.savefig(path)
    return fig
