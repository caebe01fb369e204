#!/usr/bin/env python
"""Figure 3: how well x_{t-k} can be read off the GRU state, before and after warm start.

    python tools/probe_hidden.py --config configs/experiments/table2_warmstart.yaml [--run-dir runs/table2_warmstart]

Without --run-dir the probe runs on the freshly initialised (or warm-started) model, i.e. at
epoch 0; with it, on the last checkpoint of that run.
"""
import argparse
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from copyspan.analysis.probing import probe_lags, summarize  # noqa: E402
from copyspan.config import load_config  # noqa: E402
from copyspan.data import build_dataset, build_loader  # noqa: E402
from copyspan.registry import MODELS  # noqa: E402
from copyspan.utils.checkpoint import latest_checkpoint, load_checkpoint, load_pretrained  # noqa: E402
from copyspan.utils.distributed import resolve_device  # noqa: E402
from copyspan.utils.logging import setup_logging  # noqa: E402
from copyspan.utils.seed import seed_everything  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--run-dir", default=None)
    ap.add_argument("--max-lag", type=int, default=8)
    ap.add_argument("--out", default=None)
    ap.add_argument("--opts", nargs="*", default=[])
    a = ap.parse_args()
    setup_logging()
    cfg = load_config(a.config, a.opts)
    seed_everything(cfg.seed)
    device = resolve_device(cfg.device)
    ds = build_dataset(cfg.data, "valid")
    loader = build_loader(ds, cfg.eval.batch_size, shuffle=False)
    mcfg = dict(cfg.model)
    mcfg["vocab_size"] = ds.tokenizer.vocab_size
    model = MODELS.build(mcfg).to(device)
    if a.run_dir:
        ck = load_checkpoint(latest_checkpoint(a.run_dir))
        model.load_state_dict(ck["state_dict"])
    elif (cfg.get("warm_start") or {}).get("checkpoint"):
        load_pretrained(model, cfg.warm_start.checkpoint, prefix_map=cfg.warm_start.get("prefix_map"))
    res = probe_lags(model, loader, device, lags=range(0, a.max_lag + 1), max_batches=2)
    line, mean = summarize(res)
    print("%s  mean %.3f" % (line, mean))
    out = a.out or os.path.join("results", "probe_%s.json" % cfg.name)
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with open(out, "w") as f:
        json.dump({"config": a.config, "run_dir": a.run_dir, "probe_acc": res}, f, indent=1)


if __name__ == "__main__":
    main()
