"""Experiment configuration: YAML files merged over configs/base.yaml."""
import collections
import os

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
BASE = os.path.join(os.path.dirname(HERE), "configs", "base.yaml")


def deep_merge(base, override):
    """Recursively merge mapping `override` into a copy of `base`."""
    out = dict(base)
    for key, value in override.items():
        if isinstance(value, collections.Mapping) and isinstance(out.get(key), collections.Mapping):
            out[key] = deep_merge(out[key], value)
        else:
            out[key] = value
    return out


def load_config(path):
    with open(BASE) as f:
        base = yaml.load(f)
    with open(path) as f:
        override = yaml.load(f) or {}
    return deep_merge(base, override)
