#!/usr/bin/env python
"""Appendix C (extended version): accuracy of a trained run by position category and position.

    python train.py --config configs/experiments/errors_warmstart.yaml
    python tools/error_analysis.py --config configs/experiments/errors_warmstart.yaml \
        --run-dir runs/errors_warmstart --split test

Needs a run trained with the ``checkpoint`` callback (the Table 2 configs do not save one);
evaluates its last checkpoint on the given split. See copyspan/analysis/errors.py for the
categories (prefix / no_wrap / wrap) and the echo rate.
"""
import argparse
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from copyspan.analysis.errors import CATEGORIES, error_breakdown, position_summary  # noqa: E402
from copyspan.config import load_config  # noqa: E402
from copyspan.data import build_dataset, build_loader  # noqa: E402
from copyspan.registry import MODELS  # noqa: E402
from copyspan.utils.checkpoint import latest_checkpoint, load_checkpoint  # noqa: E402
from copyspan.utils.distributed import resolve_device  # noqa: E402
from copyspan.utils.logging import setup_logging  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--run-dir", required=True)
    ap.add_argument("--split", required=True, choices=["train", "valid", "test"])
    ap.add_argument("--lag", type=int, default=None, help="default: the corpus MANIFEST.json")
    ap.add_argument("--max-batches", type=int, default=None)
    ap.add_argument("--out", default=None)
    ap.add_argument("--opts", nargs="*", default=[])
    a = ap.parse_args()
    setup_logging()
    cfg = load_config(a.config, a.opts)
    path = latest_checkpoint(a.run_dir)
    if path is None:
        sys.exit("no epoch_*.pt in %s: train with the checkpoint callback first" % a.run_dir)
    device = resolve_device(cfg.device)
    ds = build_dataset(cfg.data, a.split)
    lag = a.lag if a.lag is not None else ds.manifest.get("lag")
    if lag is None:
        sys.exit("%s has no MANIFEST.json with the lag: pass --lag" % ds.root)
    loader = build_loader(ds, cfg.eval.batch_size, shuffle=False)
    mcfg = dict(cfg.model)
    mcfg["vocab_size"] = ds.tokenizer.vocab_size
    model = MODELS.build(mcfg).to(device)
    model.load_state_dict(load_checkpoint(path)["state_dict"])
    res = error_breakdown(model, loader, device, lag, max_batches=a.max_batches)

    print("%s on %s (lag %d, %s)" % (cfg.name, a.split, lag, os.path.basename(path)))
    for name in CATEGORIES:
        print("  %-8s acc %.4f  (%d tokens)" % (name, res[name + "_acc"], res[name + "_tokens"]))
    print("  echo rate %.4f" % res["echo_rate"])
    print("  by position: %s" % position_summary(res["position_acc"]))
    out = a.out or os.path.join("results", "errors_%s_%s.json" % (cfg.name, a.split))
    os.makedirs(os.path.dirname(out) or ".", exist_ok=True)
    with open(out, "w") as f:
        json.dump(dict(res, config=a.config, checkpoint=path, split=a.split, lag=lag), f, indent=1)


if __name__ == "__main__":
    main()
