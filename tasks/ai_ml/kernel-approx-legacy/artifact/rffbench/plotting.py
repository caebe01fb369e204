"""Figures of the paper (matplotlib is imported lazily: the experiments do not need it)."""


def _pyplot():
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    return plt


def error_curves(rows, path, ylabel="relative kernel error", logy=True):
    """rows: (method, m, mean, std) tuples; one line with error bars per method."""
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(4, 3))
    for method in sorted(set(r[0] for r in rows)):
        pts = sorted((r[1], r[2], r[3]) for r in rows if r[0] == method)
        ax.errorbar([p[0] for p in pts], [p[1] for p in pts], yerr=[p[2] for p in pts],
                    label=method, marker="o", capsize=2)
    ax.set_xscale("log")
    if logy:
        ax.set_yscale("log")
    ax.set_xlabel("components m")
    ax.set_ylabel(ylabel)
    ax.legend(frameon=False)
    fig.tight_layout()
    fig.savefig(path, dpi=150)
    plt.close(fig)


def rmse_curves(table, path, exact_label="exact KRR"):
    """Test RMSE vs. m from a results table, with exact KRR as a horizontal line."""
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(4, 3))
    exact = table[table["method"] == "exact"]
    for method, part in table[table["method"] != "exact"].groupby("method"):
        ax.errorbar(part["components"], part["rmse_mean"], yerr=part["rmse_std"],
                    label=method, marker="o", capsize=2)
    if len(exact):
        ax.axhline(float(exact["rmse_mean"].iloc[0]), color="k", linestyle="--", label=exact_label)
    ax.set_xscale("log")
    ax.set_xlabel("components m")
    ax.set_ylabel("test RMSE")
    ax.legend(frameon=False)
    fig.tight_layout()
    fig.savefig(path, dpi=150)
    plt.close(fig)
