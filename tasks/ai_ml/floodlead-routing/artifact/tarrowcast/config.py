"""Experiment configuration (TOML, configs/*.toml), merged over the defaults below."""
import copy
import os

import tomli

DEFAULTS = {
    "data": {"dir": "data", "fill": "mean"},
    "features": {},
    "model": {"kind": "ridge", "alpha": 1.0},
    "backtest": {"train_years": [2017, 2018, 2019, 2020, 2021], "valid_years": [2022], "stride": 1},
    "output": {"dir": "predictions", "forecast": "forecast.csv"},
}


def merge(base, over):
    out = copy.deepcopy(base)
    for k, v in over.items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = merge(out[k], v)
        else:
            out[k] = v
    return out


def load(path=None):
    cfg = copy.deepcopy(DEFAULTS)
    if path:
        with open(path, "rb") as f:
            cfg = merge(cfg, tomli.load(f))
        cfg["_path"] = os.path.abspath(path)
    return cfg


def describe(cfg):
    m = cfg["model"]
    extra = ", ".join("%s=%s" % (k, v) for k, v in sorted(m.items()) if k != "kind")
    return "%s(%s), fill=%s" % (m["kind"], extra, cfg["data"]["fill"])
