"""Figures for the paper and the reports (matplotlib is optional: imported on use)."""
import numpy as np


def _plt():
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    return plt


def hydrograph(frame, path, start=0, hours=24 * 14, title=None):
    """Stage A, stage B, discharge at the forecast point and rain, one panel each."""
    plt = _plt()
    sl = slice(start, start + hours)
    t = np.arange(len(frame.hours))[sl]
    fig, ax = plt.subplots(4, 1, figsize=(9, 8), sharex=True)
    ax[0].bar(t, frame.rain[sl].mean(axis=1), width=1.0, color="tab:blue")
    ax[0].set_ylabel("rain mm/h")
    ax[1].plot(t, frame.stage_a[sl], color="tab:green")
    ax[1].set_ylabel("stage A m")
    ax[2].plot(t, frame.stage_b[sl], color="tab:olive")
    ax[2].set_ylabel("stage B m")
    ax[3].plot(t, frame.q_down[sl], color="k")
    ax[3].set_ylabel("Q m3/s")
    ax[3].set_xlabel("hour")
    if title:
        fig.suptitle(title)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def lead_curve(scores, path, labels=None):
    """RMSE against lead time for one or more runs (scores: list of per-lead lists)."""
    plt = _plt()
    fig, ax = plt.subplots(figsize=(6, 4))
    for i, s in enumerate(scores):
        ax.plot(range(1, len(s) + 1), s, marker="o", label=(labels[i] if labels else None))
    ax.set_xlabel("lead (h)")
    ax.set_ylabel("RMSE (m3/s)")
    if labels:
        ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def episode_fan(episode, forecast, truth, path):
    """The last 48 h of an episode, its forecast and (if known) what happened."""
    plt = _plt()
    f = episode.frame
    fig, ax = plt.subplots(figsize=(7, 4))
    ax.plot(np.arange(-47, 1), f.q_down[-48:], color="k", label="observed")
    ax.plot(np.arange(1, len(forecast) + 1), forecast, color="tab:red", marker=".", label="forecast")
    if truth is not None:
        ax.plot(np.arange(1, len(truth) + 1), truth, color="k", ls="--", label="outcome")
    ax.axvline(0, color="grey", lw=0.8)
    ax.set_title(episode.episode)
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
