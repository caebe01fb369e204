#!/usr/bin/env python3
"""Figure 1 (workshop talk, not in the paper): perplexity against the discount on a fine grid.

Reads its grid from a JSON config (configs/fig1.json) and writes one CSV row per (order,
discount); --plot draws the curves if matplotlib is installed (see requirements.txt).
"""
import argparse
import csv
import json
import os
import re
import subprocess
import sys


def run(binary, train, test, order, discount):
    out = subprocess.run([binary, "--train", train, "--test", test, "--order", str(order),
                          "--discount", str(discount)], check=True, capture_output=True, text=True).stdout
    return float(re.search(r"ppl=([\d.]+)", out).group(1))


def grid(cfg):
    lo, hi, step = cfg["discount_min"], cfg["discount_max"], cfg["discount_step"]
    n = int(round((hi - lo) / step))
    return [round(lo + i * step, 4) for i in range(n + 1)]


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--config", default="configs/fig1.json")
    ap.add_argument("--bin", default=os.environ.get("KNLM_BIN", "build/knlm"))
    ap.add_argument("--data", default=os.environ.get("KNLM_DATA", "data/markov-prose"))
    ap.add_argument("--out", default="results/fig1.csv")
    ap.add_argument("--plot", help="also save a PNG here")
    a = ap.parse_args()
    with open(a.config) as f:
        cfg = json.load(f)
    train, test = os.path.join(a.data, cfg["train"]), os.path.join(a.data, cfg["test"])
    rows = []
    for order in cfg["orders"]:
        for d in grid(cfg):
            rows.append({"order": order, "discount": d, "ppl": run(a.bin, train, test, order, d)})
            print(f"order {order} D={d:.2f}: {rows[-1]['ppl']:.4f}", file=sys.stderr)
    os.makedirs(os.path.dirname(a.out) or ".", exist_ok=True)
    with open(a.out, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=["order", "discount", "ppl"])
        w.writeheader()
        w.writerows(rows)
    if a.plot:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        fig, ax = plt.subplots(figsize=(5, 3.5))
        for order in cfg["orders"]:
            pts = [(r["discount"], r["ppl"]) for r in rows if r["order"] == order]
            ax.plot(*zip(*pts), marker="o", ms=3, label=f"N = {order}")
        ax.set_xlabel("discount D")
        ax.set_ylabel("test perplexity")
        ax.legend()
        fig.tight_layout()
        fig.savefig(a.plot, dpi=150)
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
