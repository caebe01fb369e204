#!/usr/bin/env python3
"""Robustness to sampling noise (camera-ready addition, not in the workshop version).

Trains every variant once on the paper's training data and evaluates it on test
sets regenerated with increasing jitter. Writes results/robustness_noise.json.
"""
import argparse
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from rbfpool.data import ShapeSet, load, splits  # noqa: E402
from rbfpool.data.synthetic import make_split  # noqa: E402
from rbfpool.data.transforms import build as build_transforms  # noqa: E402
from rbfpool.engine import Trainer, evaluate, resolve_device  # noqa: E402
from rbfpool.models import build_model, list_variants  # noqa: E402
from rbfpool.utils import load_config, setup_logging  # noqa: E402
from rbfpool.utils.seed import derive, seed_everything  # noqa: E402


def main():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--config", default=os.path.join(ROOT, "configs", "paper.yaml"))
    p.add_argument("--noise", type=float, nargs="+", default=[0.0, 0.025, 0.05, 0.1, 0.2])
    p.add_argument("--n-test", type=int, default=300)
    p.add_argument("--out", default=os.path.join(ROOT, "results", "robustness_noise.json"))
    args = p.parse_args()
    setup_logging()
    cfg = load_config(args.config)
    device = resolve_device(cfg.get("device", "cpu"))
    d = cfg["data"]
    data = load(os.path.join(ROOT, d["dir"]), int(d["seed"]))
    train_set, _ = splits(data, build_transforms(cfg.get("augment", {})))

    table = {}
    for variant in list_variants():
        rng = seed_everything(derive(int(cfg["train"]["seed"]), variant))
        model = build_model(cfg["model"], variant, train_set.num_classes)
        trainer = Trainer(model, cfg["train"], device, amp=bool(cfg.get("amp", False)), rng=rng)
        trainer.fit(train_set)
        row = {}
        for noise in args.noise:
            x, y = make_split(int(d["seed"]) * 7 + 3, args.n_test, n_points=int(d["n_points"]),
                              noise=noise, stretch=float(d["stretch"]))
            res = evaluate(trainer.model, ShapeSet(x, y), device)
            row[str(noise)] = res["accuracy"]
        table[variant] = row
        print(variant, json.dumps(row))
    os.makedirs(os.path.dirname(args.out), exist_ok=True)
    with open(args.out, "w") as f:
        json.dump(table, f, indent=1, sort_keys=True)


if __name__ == "__main__":
    main()
