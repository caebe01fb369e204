#!/usr/bin/env python3
"""Quick installation check: a forward/backward pass and one short training run.

Takes a few seconds on a laptop; run it after installing.
"""
import sys
import time

import _common  # noqa: F401  (sets sys.path)

import torch

from rbfpool.data.synthetic import make_dataset
from rbfpool.data import splits
from rbfpool.engine import Trainer, evaluate
from rbfpool.models import build_model
from rbfpool.ops import rbf_pool


def main():
    t0 = time.time()
    torch.manual_seed(0)
    pos = torch.rand(2, 64, 3)
    feat = torch.randn(2, 64, 8, requires_grad=True)
    out = rbf_pool(pos, feat, 16, 0.2)
    out.sum().backward()
    assert out.shape == feat.shape and feat.grad is not None
    print("[1/2] operator forward/backward ok")

    data = make_dataset(11, 480, 120, n_points=64)
    train_set, test_set = splits(data)
    model_cfg = {"embed_dim": 16, "head_dim": 32,
                 "blocks": [{"c_out": 24, "k": 8, "sigma": 0.15}, {"c_out": 32, "k": 8, "sigma": 0.3}]}
    model = build_model(model_cfg, "rbfpool", train_set.num_classes)
    import numpy as np
    trainer = Trainer(model, {"epochs": 5, "batch_size": 16, "optimizer": "adam", "lr": 0.01},
                      torch.device("cpu"), amp=False, rng=np.random.RandomState(0))
    trainer.fit(train_set)
    res = evaluate(trainer.model, test_set, torch.device("cpu"))
    print("[2/2] short training ok: test accuracy {:.3f} (chance {:.3f})".format(
        res["accuracy"], 1.0 / train_set.num_classes))
    if res["accuracy"] <= 1.5 / train_set.num_classes:
        print("FAILED: the model did not learn")
        return 1
    print("smoke test passed in {:.1f}s".format(time.time() - t0))
    return 0


if __name__ == "__main__":
    sys.exit(main())
