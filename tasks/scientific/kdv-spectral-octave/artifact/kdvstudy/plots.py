"""Figures of the paper (matplotlib is only needed here)."""
import csv
import json
import os


def _plt():
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    return plt


def load_json(path):
    with open(path) as fh:
        return json.load(fh)


def figure2(json_path, out_png):
    """Shifts against the speed ratio c2/c1 (both measurements and theory)."""
    plt = _plt()
    rows = load_json(json_path)["rows"]
    q = [r["c2"] / r["c1"] for r in rows]
    fig, axes = plt.subplots(1, 2, figsize=(9, 3.5), sharex=True)
    for ax, side in zip(axes, ("fast", "slow")):
        ax.plot(q, [r["theory_" + side] for r in rows], "k-", lw=1, label="theory")
        ax.plot(q, [r["end_" + side] for r in rows], "o", mfc="none", label="end state")
        ax.plot(q, [r["traj_" + side] for r in rows], "x", label="trajectory")
        ax.set_xlabel("c2 / c1")
        ax.set_title("%s soliton" % side)
    axes[0].set_ylabel("shift")
    axes[0].legend(frameon=False)
    fig.tight_layout()
    fig.savefig(out_png, dpi=150)
    plt.close(fig)


def convergence(json_path, out_png, key="N"):
    """Relative error against N (Table 2) or dt (Table 3), log scale."""
    plt = _plt()
    rows = load_json(json_path)["rows"]
    xs = [r[key] for r in rows]
    fig, ax = plt.subplots(figsize=(4.5, 3.5))
    ax.semilogy(xs, [r["relerr_fast"] for r in rows], "o-", label="fast")
    ax.semilogy(xs, [r["relerr_slow"] for r in rows], "s-", label="slow")
    if key == "dt":
        ax.set_xscale("log")
    ax.set_xlabel(key)
    ax.set_ylabel("relative error (end state)")
    ax.legend(frameon=False)
    fig.tight_layout()
    fig.savefig(out_png, dpi=150)
    plt.close(fig)


def raw_trajectory(csv_path):
    """Read a trajectory dump of tools/dump_trajectory.m (t, x_fast, x_slow)."""
    t, xf, xs = [], [], []
    with open(csv_path) as fh:
        for row in csv.reader(fh):
            if not row or row[0].startswith("#"):
                continue
            t.append(float(row[0]))
            xf.append(float(row[1]))
            xs.append(float(row[2]))
    return t, xf, xs


def ensure_dir(path):
    os.makedirs(path, exist_ok=True)
    return path
