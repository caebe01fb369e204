"""YAML experiment configs with single inheritance.

A config may name a parent with ``_base_: other.yaml`` (relative to its own
folder); the child's keys are merged into the parent's recursively. Command
line overrides use dotted keys: ``--set train.epochs=3 model.head_dim=128``.
"""
import copy
import os

import yaml


def _merge(base, child):
    out = copy.deepcopy(base)
    for k, v in child.items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = _merge(out[k], v)
        else:
            out[k] = copy.deepcopy(v)
    return out


def load_config(path):
    with open(path) as f:
        cfg = yaml.safe_load(f) or {}
    base = cfg.pop("_base_", None)
    if base:
        parent = load_config(os.path.join(os.path.dirname(os.path.abspath(path)), base))
        cfg = _merge(parent, cfg)
    cfg.setdefault("_path_", os.path.abspath(path))
    return cfg


def _parse_value(text):
    try:
        return yaml.safe_load(text)
    except yaml.YAMLError:
        return text


def apply_overrides(cfg, overrides):
    """Apply ``key.sub=value`` strings to a config (in place) and return it."""
    for item in overrides or ():
        if "=" not in item:
            raise ValueError("override must look like key=value: {!r}".format(item))
        key, value = item.split("=", 1)
        node = cfg
        parts = key.split(".")
        for p in parts[:-1]:
            node = node.setdefault(p, {})
        node[parts[-1]] = _parse_value(value)
    return cfg


def get(cfg, dotted, default=None):
    node = cfg
    for p in dotted.split("."):
        if not isinstance(node, dict) or p not in node:
            return default
        node = node[p]
    return node


def dump(cfg):
    clean = {k: v for k, v in cfg.items() if not k.startswith("_")}
    return yaml.safe_dump(clean, sort_keys=True, default_flow_style=False)
