#!/usr/bin/env python3
"""Evaluate trained variants on the test split and write the results table (JSON)."""
import json
import logging
import os
import sys

import _common

from rbfpool.data import load, splits
from rbfpool.engine import checkpoint_path, evaluate, load_checkpoint, resolve_device
from rbfpool.models import list_variants

sys.path.insert(0, os.path.join(_common.ROOT, "third_party"))
from tabulate_lite import tabulate  # noqa: E402

log = logging.getLogger("evaluate")


def main():
    p = _common.base_parser(__doc__)
    p.add_argument("--variants", nargs="+", default=["pointwise", "knnmean", "rbfpool"],
                   choices=list_variants())
    p.add_argument("--out", default=os.path.join(_common.ROOT, "results", "table2.json"))
    args = p.parse_args()
    cfg = _common.load(args)

    device = resolve_device(cfg.get("device", "cpu"))
    amp = bool(cfg.get("amp", False))
    data = load(cfg["data"]["dir"], int(cfg["data"]["seed"]))
    _, test_set = splits(data)

    rows, table = {}, []
    for v in args.variants:
        model, payload = load_checkpoint(checkpoint_path(cfg["checkpoint_dir"], args.tag, v), device)
        res = evaluate(model, test_set, device, amp=amp)
        rows[v] = res
        table.append([v, res["accuracy"], res["nll"], res["n"]])

    out = {
        "experiment": cfg.get("experiment", "table2"),
        "data_seed": int(cfg["data"]["seed"]),
        "n_test": len(test_set),
        "variants": rows,
    }
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    with open(args.out, "w") as f:
        json.dump(out, f, indent=2, sort_keys=True)
    print(tabulate(table, headers=["variant", "accuracy", "nll", "n"], floatfmt=".4f"))
    log.info("wrote %s", args.out)


if __name__ == "__main__":
    main()
