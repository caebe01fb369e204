"""YAML experiment configs with dotted command-line overrides.

    cfg = load_config("configs/paper.yaml", ["train.steps=200", "data.seed=3"])
    cfg["train"]["steps"]  -> 200
"""
import copy
import yaml

DEFAULTS = {
    "data": {"system": "duffing", "params": {}, "n_train": 24, "n_test": 8, "t_train": 10.0,
             "t_test": 20.0, "dt_obs": 0.1, "noise": 0.01, "seed": 0},
    "model": {"kind": "node", "hidden": [64, 64], "activation": "tanh"},
    "train": {"seed": 0, "steps": 1000, "batch_size": 32, "window": 10, "substeps": 2,
              "lr": 3e-3, "decay_steps": 500, "decay_rate": 0.3, "clip": 10.0, "ema": 0.99,
              "log_every": 200},
    "eval": {"substeps": 2, "tolerances": [1e-3, 1e-6, 1e-9], "max_steps": 50000},
}


def _merge(base, update):
    out = copy.deepcopy(base)
    for k, v in (update or {}).items():
        # a system's parameters are replaced as a whole (they differ from system to system)
        if isinstance(v, dict) and isinstance(out.get(k), dict) and k != "params":
            out[k] = _merge(out[k], v)
        else:
            out[k] = v
    return out


def _parse_value(text):
    return yaml.load(text)


def apply_overrides(cfg, overrides):
    cfg = copy.deepcopy(cfg)
    for item in overrides or []:
        key, _, value = item.partition("=")
        node = cfg
        parts = key.strip().split(".")
        for p in parts[:-1]:
            node = node.setdefault(p, {})
        node[parts[-1]] = _parse_value(value)
    return cfg


def load_config(path, overrides=None):
    with open(path) as f:
        raw = yaml.load(f)
    base = raw.pop("base", None)
    cfg = _merge(DEFAULTS, load_config(base) if base else {})
    cfg = _merge(cfg, raw)
    return apply_overrides(cfg, overrides)


def dump(cfg):
    return yaml.dump(cfg, default_flow_style=None, sort_keys=False)
