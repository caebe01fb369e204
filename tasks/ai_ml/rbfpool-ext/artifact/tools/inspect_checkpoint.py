#!/usr/bin/env python3
"""Print what a checkpoint holds: variant, config summary, history, environment."""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import torch  # noqa: E402

from rbfpool.engine import load_checkpoint  # noqa: E402


def main():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("paths", nargs="+")
    args = p.parse_args()
    for path in args.paths:
        model, payload = load_checkpoint(path, torch.device("cpu"))
        print("==", path)
        print("  format   ", payload.get("format"))
        print("  variant  ", payload.get("variant"))
        print("  params   ", sum(p.numel() for p in model.parameters()))
        print("  env      ", payload.get("env"))
        hist = payload.get("history") or []
        if hist:
            last = hist[-1]
            print("  last epoch {} loss {:.4f} train_acc {:.4f}".format(last["epoch"], last["loss"], last["train_acc"]))
        cfg = payload.get("config", {})
        print("  data seed", cfg.get("data", {}).get("seed"), " train seed", cfg.get("train", {}).get("seed"))


if __name__ == "__main__":
    main()
