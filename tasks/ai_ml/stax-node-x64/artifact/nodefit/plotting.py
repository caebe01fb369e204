"""Figures of the paper (matplotlib is only needed here)."""
import numpy as np


def _plt():
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    return plt


def phase_portrait(pred, truth, path, title=""):
    """Predicted (dashed) and true (solid) test trajectories in the (x, v) plane."""
    plt = _plt()
    pred, truth = np.asarray(pred), np.asarray(truth)
    fig, ax = plt.subplots(figsize=(4, 4))
    for j in range(truth.shape[1]):
        line, = ax.plot(truth[:, j, 0], truth[:, j, 1], lw=1.0)
        ax.plot(pred[:, j, 0], pred[:, j, 1], "--", lw=1.0, color=line.get_color())
    ax.set_xlabel("x")
    ax.set_ylabel("v")
    ax.set_title(title)
    fig.tight_layout()
    fig.savefig(path, dpi=150)
    plt.close(fig)


def tolerance_curve(rows, path):
    """Rollout MSE and NFE against rtol (Figure 2)."""
    plt = _plt()
    rows = [r for r in rows if r["solver"] == "dopri5"]
    tol = [r["rtol"] for r in rows]
    fig, ax1 = plt.subplots(figsize=(4.5, 3.2))
    ax1.loglog(tol, [r["rollout_mse"] for r in rows], "o-", label="rollout MSE")
    ax1.set_xlabel("rtol = atol")
    ax1.set_ylabel("rollout MSE")
    ax2 = ax1.twinx()
    ax2.loglog(tol, [r["nfe"] for r in rows], "s--", color="C1", label="NFE")
    ax2.set_ylabel("NFE")
    ax1.invert_xaxis()
    fig.tight_layout()
    fig.savefig(path, dpi=150)
    plt.close(fig)


def loss_curves(histories, path):
    plt = _plt()
    fig, ax = plt.subplots(figsize=(4.5, 3.2))
    for name, hist in histories.items():
        steps, losses = zip(*hist)
        ax.semilogy(steps, losses, label=name)
    ax.set_xlabel("step")
    ax.set_ylabel("window loss")
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=150)
    plt.close(fig)
