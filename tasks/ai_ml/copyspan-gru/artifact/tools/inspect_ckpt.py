#!/usr/bin/env python
"""Print what a checkpoint holds: tensors (name, shape, norm), step/epoch, stored metrics, config.

    python tools/inspect_ckpt.py checkpoints/copy_d5_gru64.pt [--config]
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from copyspan.utils.checkpoint import load_checkpoint  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--config", action="store_true", help="also print the stored config")
    a = ap.parse_args()
    ck = load_checkpoint(a.path)
    sd = ck.get("state_dict", ck)
    print("%s: %d tensors" % (a.path, len(sd)))
    total = 0
    for k, v in sd.items():
        total += v.numel()
        print("  %-40s %-18s norm %.4f" % (k, tuple(v.shape), float(v.float().norm())))
    print("  parameters: %d" % total)
    for key in ("epoch", "step", "source"):
        if key in ck:
            print("%s: %s" % (key, ck[key]))
    if ck.get("metrics"):
        print("metrics: " + ", ".join("%s=%.4f" % (k, v) for k, v in sorted(ck["metrics"].items())
                                      if isinstance(v, float)))
    if a.config and ck.get("cfg") is not None:
        cfg = ck["cfg"]
        print(cfg.dump() if hasattr(cfg, "dump") else cfg)


if __name__ == "__main__":
    main()
