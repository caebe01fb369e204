#!/usr/bin/env python3
"""Neighbourhood size ablation (not in the paper; kept for the rebuttal).

Trains rbfpool with k in ``--ks`` for both blocks and reports test accuracy.
"""
import argparse
import copy
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from rbfpool.data import load, splits  # noqa: E402
from rbfpool.engine import Trainer, evaluate, resolve_device  # noqa: E402
from rbfpool.models import build_model  # noqa: E402
from rbfpool.utils import load_config, setup_logging  # noqa: E402
from rbfpool.utils.seed import seed_everything  # noqa: E402


def main():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--config", default=os.path.join(ROOT, "configs", "paper.yaml"))
    p.add_argument("--ks", type=int, nargs="+", default=[4, 8, 16, 32])
    args = p.parse_args()
    setup_logging()
    cfg = load_config(args.config)
    device = resolve_device(cfg.get("device", "cpu"))
    data = load(os.path.join(ROOT, cfg["data"]["dir"]), int(cfg["data"]["seed"]))
    train_set, test_set = splits(data)
    for k in args.ks:
        mcfg = copy.deepcopy(cfg["model"])
        for b in mcfg["blocks"]:
            b["k"] = k
        rng = seed_everything(int(cfg["train"]["seed"]))
        model = build_model(mcfg, "rbfpool", train_set.num_classes)
        tr = Trainer(model, cfg["train"], device, amp=bool(cfg.get("amp", False)), rng=rng)
        tr.fit(train_set)
        res = evaluate(tr.model, test_set, device)
        print(json.dumps({"k": k, "accuracy": res["accuracy"], "nll": res["nll"]}))


if __name__ == "__main__":
    main()
