#!/usr/bin/env python
"""Export a trained tagger to ONNX (for the browser demo on the project page).

    python tools/export_onnx.py runs/table2_warmstart --out demo/model.onnx
"""
import argparse
import os
import sys

import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from copyspan.config import load_config  # noqa: E402
from copyspan.registry import MODELS  # noqa: E402
from copyspan.utils.checkpoint import latest_checkpoint, load_checkpoint  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("run_dir")
    ap.add_argument("--out", default="demo/model.onnx")
    ap.add_argument("--length", type=int, default=32)
    ap.add_argument("--opset", type=int, default=11)
    a = ap.parse_args()
    cfg = load_config(os.path.join(a.run_dir, "config.yaml"))
    mcfg = dict(cfg.model)
    mcfg["vocab_size"] = 12
    model = MODELS.build(mcfg)
    ck = load_checkpoint(latest_checkpoint(a.run_dir))
    model.load_state_dict({k.replace("module.", "", 1): v for k, v in ck["state_dict"].items()})
    model.eval()
    ids = torch.randint(2, 12, (1, a.length))
    mask = torch.ones_like(ids)
    d = os.path.dirname(a.out)
    if d:
        os.makedirs(d, exist_ok=True)
    torch.onnx.export(model, (ids, mask), a.out, opset_version=a.opset,
                      input_names=["input_ids", "attention_mask"], output_names=["logits"],
                      dynamic_axes={"input_ids": {0: "batch", 1: "time"},
                                    "attention_mask": {0: "batch", 1: "time"},
                                    "logits": {0: "batch", 1: "time"}})
    print("wrote", a.out)


if __name__ == "__main__":
    main()
