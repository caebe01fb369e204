#!/usr/bin/env python3
"""Draw the convergence figures from the JSON files written by run_convergence.py.

    python3 scripts/plot_convergence.py results/table2.json results/periodic.json -o figures/

One PDF per input file: error against n on log-log axes, with reference slopes.
"""
import argparse
import json
import os

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402


def plot(path, outdir):
    with open(path) as f:
        res = json.load(f)
    cfg = res["config"]
    n = [r["n"] for r in res["rows"]]
    fig, ax = plt.subplots(figsize=(4.2, 3.4))
    for scheme, marker in (("cn2", "o"), ("cc4", "s")):
        err = [r[f"err_{scheme}"] for r in res["rows"]]
        ax.loglog(n, err, marker=marker, label=scheme.upper())
        slope = 2 if scheme == "cn2" else 4
        ax.loglog(n, [err[0] * (n[0] / m) ** slope for m in n], "k:", lw=0.8)
    ax.set_xlabel("n")
    ax.set_ylabel("relative max error")
    ax.set_title(f"{cfg.get('bc', 'dirichlet')}, nu={cfg['nu']}, k={cfg['k']}")
    ax.legend()
    fig.tight_layout()
    name = os.path.splitext(os.path.basename(path))[0] + ".pdf"
    fig.savefig(os.path.join(outdir, name))
    plt.close(fig)
    return name


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("results", nargs="+")
    ap.add_argument("-o", "--outdir", default="figures")
    args = ap.parse_args()
    os.makedirs(args.outdir, exist_ok=True)
    for path in args.results:
        print("wrote", os.path.join(args.outdir, plot(path, args.outdir)))


if __name__ == "__main__":
    main()
