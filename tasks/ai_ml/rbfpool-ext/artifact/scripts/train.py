#!/usr/bin/env python3
"""Train one model variant on the generated shapes and save its checkpoint."""
import json
import logging
import os

import _common

from rbfpool.data import load, splits
from rbfpool.data.transforms import build as build_transforms
from rbfpool.engine import Trainer, checkpoint_path, make_callback, resolve_device, save_checkpoint
from rbfpool.models import build_model, list_variants
from rbfpool.utils.seed import derive, seed_everything

log = logging.getLogger("train")


def main():
    p = _common.base_parser(__doc__)
    p.add_argument("--variant", required=True, choices=list_variants())
    args = p.parse_args()
    cfg = _common.load(args)

    device = resolve_device(cfg.get("device", "cpu"))
    amp = bool(cfg.get("amp", False))
    seed = derive(int(cfg["train"]["seed"]), args.variant)
    rng = seed_everything(seed)

    data = load(cfg["data"]["dir"], int(cfg["data"]["seed"]))
    train_set, test_set = splits(data, build_transforms(cfg.get("augment", {})))
    model = build_model(cfg["model"], args.variant, train_set.num_classes)
    log.info("variant %s: %d parameters, device %s", args.variant, model.num_parameters(), device)

    trainer = Trainer(model, cfg["train"], device, amp=amp, rng=rng)
    history = trainer.fit(train_set, test_set, make_callback(device, amp))

    path = checkpoint_path(cfg["checkpoint_dir"], args.tag, args.variant)
    save_checkpoint(path, trainer.model, cfg, args.variant, history)
    log_path = os.path.splitext(path)[0] + ".history.json"
    with open(log_path, "w") as f:
        json.dump(history, f, indent=1)
    log.info("saved %s", path)


if __name__ == "__main__":
    main()
