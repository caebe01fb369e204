"""Experiment configuration: YAML files merged over configs/base.yaml.

Relative data directories are resolved against the directory of the YAML file that sets them,
so an experiment file can live anywhere and point at logs next to it.
"""
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


def _read(path):
    with open(path) as f:
        cfg = yaml.load(f) or {}
    data = cfg.get("data")
    if isinstance(data, collections.Mapping) and data.get("dir") and not os.path.isabs(data["dir"]):
        data["dir"] = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(path)), data["dir"]))
    return cfg


def load_config(path):
    cfg = deep_merge(_read(BASE), _read(path))
    cfg["name"] = os.path.splitext(os.path.basename(path))[0]
    return cfg


def describe(cfg):
    """One line per setting, for the log."""
    lines = []

    def walk(prefix, node):
        for key in sorted(node):
            value = node[key]
            if isinstance(value, collections.Mapping):
                walk(prefix + key + ".", value)
            else:
                lines.append("%s%s = %r" % (prefix, key, value))

    walk("", cfg)
    return "\n".join(lines)
