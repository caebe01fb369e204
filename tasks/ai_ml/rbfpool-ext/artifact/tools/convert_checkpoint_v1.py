#!/usr/bin/env python3
"""Convert format-1 checkpoints (0.1.x: a state_dict saved from nn.DataParallel)
into format 2 (the whole model object plus metadata).

    python tools/convert_checkpoint_v1.py old.pt new.pt --config configs/paper.yaml --variant rbfpool
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import torch  # noqa: E402

from rbfpool.data import CLASSES  # noqa: E402
from rbfpool.engine import save_checkpoint  # noqa: E402
from rbfpool.models import build_model  # noqa: E402
from rbfpool.utils import load_config  # noqa: E402


def strip_prefix(state, prefix="module."):
    return {(k[len(prefix):] if k.startswith(prefix) else k): v for k, v in state.items()}


def main():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("src")
    p.add_argument("dst")
    p.add_argument("--config", required=True)
    p.add_argument("--variant", required=True)
    args = p.parse_args()
    cfg = load_config(args.config)
    state = torch.load(args.src, map_location="cpu")
    if "state_dict" in state:
        state = state["state_dict"]
    model = build_model(cfg["model"], args.variant, len(CLASSES))
    missing, unexpected = model.load_state_dict(strip_prefix(state), strict=False)
    if missing or unexpected:
        sys.exit("incompatible checkpoint: missing {} unexpected {}".format(missing, unexpected))
    save_checkpoint(args.dst, model, cfg, args.variant, history=[])
    print("wrote", args.dst)


if __name__ == "__main__":
    main()
