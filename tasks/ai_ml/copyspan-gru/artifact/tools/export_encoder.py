#!/usr/bin/env python
"""Turn the last checkpoint of a pretraining run into a warm-start checkpoint (encoder only).

    python tools/export_encoder.py runs/copy_pretrain checkpoints/copy_d5_gru64.pt

Keys are written as they are in the run's checkpoint; the output head is dropped.
"""
import argparse
import os
import sys

import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from copyspan.utils.checkpoint import latest_checkpoint, load_checkpoint  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("run_dir")
    ap.add_argument("out")
    a = ap.parse_args()
    path = latest_checkpoint(a.run_dir)
    if path is None:
        sys.exit("no epoch_*.pt in %s" % a.run_dir)
    ck = load_checkpoint(path)
    sd = {k: v for k, v in ck["state_dict"].items() if ".head." not in "." + k}
    out = {"state_dict": sd, "step": ck.get("step"), "epoch": ck.get("epoch"), "cfg": ck.get("cfg"),
           "metrics": ck.get("metrics"), "source": os.path.relpath(path)}
    d = os.path.dirname(a.out)
    if d:
        os.makedirs(d, exist_ok=True)
    torch.save(out, a.out, _use_new_zipfile_serialization=False)
    print("wrote %s: %d tensors from %s" % (a.out, len(sd), path))


if __name__ == "__main__":
    main()
