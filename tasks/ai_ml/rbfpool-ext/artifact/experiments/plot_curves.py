#!/usr/bin/env python3
"""Figure 2: training curves of the three variants (reads checkpoints/*.history.json)."""
import argparse
import glob
import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--ckpt-dir", default=os.path.join(ROOT, "checkpoints"))
    p.add_argument("--out", default=os.path.join(ROOT, "results", "fig2_curves.pdf"))
    args = p.parse_args()
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, 2, figsize=(8, 3))
    for path in sorted(glob.glob(os.path.join(args.ckpt_dir, "*.history.json"))):
        name = os.path.basename(path).replace(".history.json", "")
        with open(path) as f:
            hist = json.load(f)
        ep = [h["epoch"] for h in hist]
        axes[0].plot(ep, [h["loss"] for h in hist], label=name)
        axes[1].plot(ep, [h["train_acc"] for h in hist], label=name)
    axes[0].set_xlabel("epoch")
    axes[0].set_ylabel("training loss")
    axes[1].set_xlabel("epoch")
    axes[1].set_ylabel("training accuracy")
    axes[1].legend(frameon=False)
    fig.tight_layout()
    os.makedirs(os.path.dirname(args.out), exist_ok=True)
    fig.savefig(args.out)
    print("wrote", args.out)


if __name__ == "__main__":
    main()
