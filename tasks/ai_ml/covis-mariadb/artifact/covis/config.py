"""Configuration: a YAML file, deep-merged over the defaults, then environment overrides.

Environment variables (all optional):
  COVIS_DB_SOCKET, COVIS_DB_HOST, COVIS_DB_PORT, COVIS_DB_USER, COVIS_DB_PASSWORD, COVIS_DB_NAME
"""
import copy
import os

import yaml

DEFAULTS = {
    "db": {
        "unix_socket": None,
        "host": "localhost",
        "port": 3306,
        "user": "covis",
        "password": "",
        "database": "covis_fs",
        "connect_timeout": 10,
    },
    "dataset": {"name": "paper"},
    "features": {"version": "v3", "window": 3, "forward_weight": 1.0, "backward_weight": 0.5},
    "split": {"test_days": 10},
    "candidates": {"k_covis": 20, "k_pop": 10},
    "ranker": {"C": 1.0, "max_iter": 100},
    "eval": {"cutoff": 10},
}

_ENV = {
    "COVIS_DB_SOCKET": ("db", "unix_socket", str),
    "COVIS_DB_HOST": ("db", "host", str),
    "COVIS_DB_PORT": ("db", "port", int),
    "COVIS_DB_USER": ("db", "user", str),
    "COVIS_DB_PASSWORD": ("db", "password", str),
    "COVIS_DB_NAME": ("db", "database", str),
}


class ConfigError(ValueError):
    pass


def _merge(base, over, path=""):
    for key, val in over.items():
        where = f"{path}.{key}" if path else key
        if key not in base:
            raise ConfigError(f"unknown configuration key: {where}")
        if isinstance(base[key], dict):
            if not isinstance(val, dict):
                raise ConfigError(f"{where} must be a mapping")
            _merge(base[key], val, where)
        else:
            base[key] = val
    return base


def load(path=None, env=None):
    cfg = copy.deepcopy(DEFAULTS)
    if path:
        with open(path) as f:
            doc = yaml.safe_load(f) or {}
        if not isinstance(doc, dict):
            raise ConfigError(f"{path}: top level must be a mapping")
        _merge(cfg, doc)
    env = os.environ if env is None else env
    for var, (sec, key, typ) in _ENV.items():
        if env.get(var):
            cfg[sec][key] = typ(env[var])
    validate(cfg)
    return cfg


def validate(cfg):
    f = cfg["features"]
    if int(f["window"]) < 1:
        raise ConfigError("features.window must be >= 1")
    if cfg["candidates"]["k_covis"] < 1 or cfg["candidates"]["k_pop"] < 1:
        raise ConfigError("candidates.k_covis and k_pop must be >= 1")
    if cfg["eval"]["cutoff"] > cfg["candidates"]["k_covis"] + cfg["candidates"]["k_pop"]:
        raise ConfigError("eval.cutoff exceeds the candidate list length")
    if cfg["split"]["test_days"] < 1:
        raise ConfigError("split.test_days must be >= 1")
