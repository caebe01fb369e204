"""Shared argument handling of the experiment scripts."""
import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from rbfpool.utils import apply_overrides, load_config, setup_logging  # noqa: E402


def base_parser(description):
    p = argparse.ArgumentParser(description=description)
    p.add_argument("--config", default=os.path.join(ROOT, "configs", "paper.yaml"))
    p.add_argument("--data-seed", type=int, default=None, help="override data.seed")
    p.add_argument("--tag", default="", help="prefix of checkpoint names")
    p.add_argument("--set", nargs="*", default=[], metavar="KEY=VALUE", help="config overrides")
    return p


def load(args):
    setup_logging()
    cfg = load_config(args.config)
    apply_overrides(cfg, args.set)
    if args.data_seed is not None:
        cfg["data"]["seed"] = args.data_seed
    for key in ("dir",):
        d = cfg["data"][key]
        if not os.path.isabs(d):
            cfg["data"][key] = os.path.join(ROOT, d)
    ck = cfg.get("checkpoint_dir", "checkpoints")
    cfg["checkpoint_dir"] = ck if os.path.isabs(ck) else os.path.join(ROOT, ck)
    return cfg
