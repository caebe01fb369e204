"""Figures of the paper (matplotlib; optional, not needed for the tables)."""
from __future__ import division, print_function

import numpy as np

from . import analysis


def _pyplot():
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    return plt


def table2_figure(rows, path):
    """k/R^2 against tau, one line per cell and collision (Figure 2)."""
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(5.0, 3.6))
    cells = sorted(set(int(r["cell"]) for r in rows))
    for n in cells:
        for coll, style in (("bgk", "o--"), ("trt", "s-")):
            sel = [r for r in rows if int(r["cell"]) == n and r["collision"] == coll]
            if not sel:
                continue
            tau = [float(r["tau"]) for r in sel]
            k = [float(r["k_over_r2"]) for r in sel]
            ax.plot(tau, k, style, ms=3, label="L=%d %s" % (n, coll.upper()))
    ax.set_xlabel(r"$\tau$")
    ax.set_ylabel(r"$k/R^2$")
    ax.set_yscale("log")
    ax.legend(fontsize=6, ncol=2)
    fig.tight_layout()
    fig.savefig(path, dpi=150)
    plt.close(fig)
    return path


def convergence_figure(sizes, values, path, order=2):
    """Grid convergence of k/R^2 at fixed solid fraction (Figure 3)."""
    plt = _pyplot()
    ext, err = analysis.richardson(values, sizes, order)
    h = 1.0 / np.asarray(sizes, dtype=float)
    dev = np.abs(np.asarray(values) - ext) / ext
    fig, ax = plt.subplots(figsize=(4.2, 3.4))
    ax.loglog(h, dev, "o-")
    ax.loglog(h, dev[-1] * (h / h[-1]) ** order, "k:", label="order %g" % order)
    ax.set_xlabel("1/L")
    ax.set_ylabel("relative deviation")
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=150)
    plt.close(fig)
    return ext, err


def field_figure(ux, mask, path, title=""):
    """Velocity magnitude in one cell (Figure 4)."""
    plt = _pyplot()
    u = np.ma.masked_where(np.asarray(mask) != 0, ux)
    fig, ax = plt.subplots(figsize=(4, 4))
    im = ax.imshow(u.T, origin="lower", cmap="viridis")
    fig.colorbar(im, ax=ax, shrink=0.8)
    ax.set_title(title)
    ax.set_xticks([])
    ax.set_yticks([])
    fig.tight_layout()
    fig.savefig(path, dpi=150)
    plt.close(fig)
    return path
