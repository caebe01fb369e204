#!/usr/bin/env python3
"""Table 4 (appendix): accuracy of rbfpool as a function of the kernel width.

Scales both blocks' sigma by each factor of ``--factors`` and trains one model
per factor on the paper's data. Slow on a CPU (one full training per factor).
"""
import argparse
import copy
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from rbfpool.data import load, splits  # noqa: E402
from rbfpool.data.transforms import build as build_transforms  # noqa: E402
from rbfpool.engine import Trainer, evaluate, resolve_device  # noqa: E402
from rbfpool.models import PointSetClassifier  # noqa: E402
from rbfpool.utils import load_config, setup_logging  # noqa: E402
from rbfpool.utils.seed import seed_everything  # noqa: E402


def main():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--config", default=os.path.join(ROOT, "configs", "ablation_sigma.yaml"))
    p.add_argument("--factors", type=float, nargs="+", default=None)
    p.add_argument("--out", default=os.path.join(ROOT, "results", "table4_sigma.json"))
    args = p.parse_args()
    setup_logging()
    cfg = load_config(args.config)
    factors = args.factors or cfg["ablation"]["factors"]
    device = resolve_device(cfg.get("device", "cpu"))
    data = load(os.path.join(ROOT, cfg["data"]["dir"]), int(cfg["data"]["seed"]))
    train_set, test_set = splits(data, build_transforms(cfg.get("augment", {})))
    results = []
    for f in factors:
        rng = seed_everything(int(cfg["train"]["seed"]))
        blocks = copy.deepcopy(cfg["model"]["blocks"])
        for b in blocks:
            b["sigma"] = b["sigma"] * f
        model = PointSetClassifier(train_set.num_classes, cfg["model"]["embed_dim"], blocks,
                                   cfg["model"]["head_dim"], kind="rbf")
        tr = Trainer(model, cfg["train"], device, amp=bool(cfg.get("amp", False)), rng=rng)
        tr.fit(train_set)
        res = evaluate(tr.model, test_set, device)
        results.append({"factor": f, "sigma": [b["sigma"] for b in blocks],
                        "accuracy": res["accuracy"], "nll": res["nll"]})
        print(json.dumps(results[-1]))
    os.makedirs(os.path.dirname(args.out), exist_ok=True)
    with open(args.out, "w") as fh:
        json.dump(results, fh, indent=1)


if __name__ == "__main__":
    main()
