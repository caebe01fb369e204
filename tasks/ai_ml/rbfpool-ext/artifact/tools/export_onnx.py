#!/usr/bin/env python3
"""Export the pointwise baseline to ONNX (the custom operator has no ONNX symbolic).

Only ``pointwise`` checkpoints can be exported; the rbf variants need the
extension at inference time.
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import torch  # noqa: E402

from rbfpool.engine import load_checkpoint  # noqa: E402


def main():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("checkpoint")
    p.add_argument("--out", default="model.onnx")
    p.add_argument("--points", type=int, default=64)
    p.add_argument("--opset", type=int, default=11)
    args = p.parse_args()
    model, payload = load_checkpoint(args.checkpoint, torch.device("cpu"))
    if payload.get("variant") != "pointwise":
        sys.exit("only the pointwise variant can be exported (got {})".format(payload.get("variant")))
    dummy = torch.rand(1, args.points, 3)
    torch.onnx.export(model, dummy, args.out, opset_version=args.opset,
                      input_names=["points"], output_names=["logits"],
                      dynamic_axes={"points": {0: "batch", 1: "n"}, "logits": {0: "batch"}})
    print("wrote", args.out)


if __name__ == "__main__":
    main()
