#!/usr/bin/env python
"""Figure 3: false positives and filter memory against the uniform budget.

Reads the JSON reports written by scripts/sweep_bpk.sh (one per bits-per-key
value and policy) and draws two panels.  Needs matplotlib (see
scripts/requirements.txt).

usage: plot_wa.py SWEEP_DIR OUT.pdf
"""
from __future__ import print_function

import glob
import json
import os
import sys

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402


def load(sweep_dir):
    rows = []
    for path in sorted(glob.glob(os.path.join(sweep_dir, "*.json"))):
        with open(path) as fh:
            rep = json.load(fh)
        name = os.path.basename(path)[:-5]
        # file names: <workload>-<policy>-bpk<N>.json
        parts = name.split("-")
        rep["bpk"] = int(parts[-1][3:])
        rows.append(rep)
    return rows


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    rows = load(sys.argv[1])
    fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(8, 3))
    for wl, style in (("uniform", "-"), ("hotspot", "--")):
        for pol, marker in (("uniform", "o"), ("mpb", "s")):
            sel = sorted((r for r in rows if r["workload"] == wl and r["policy"] == pol),
                         key=lambda r: r["bpk"])
            if not sel:
                continue
            xs = [r["bpk"] for r in sel]
            ax1.plot(xs, [r["bloom_false_pos"] for r in sel], style, marker=marker,
                     label="%s/%s" % (wl, pol))
            ax2.plot(xs, [r["filter_bits"] / 8192.0 for r in sel], style, marker=marker)
    ax1.set_xlabel("bits per key (uniform budget)")
    ax1.set_ylabel("false positives")
    ax2.set_xlabel("bits per key (uniform budget)")
    ax2.set_ylabel("filter memory (KiB)")
    ax1.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(sys.argv[2])
    print("wrote", sys.argv[2])


if __name__ == "__main__":
    main()
