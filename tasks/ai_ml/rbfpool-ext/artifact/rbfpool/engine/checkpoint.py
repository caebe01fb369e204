"""Saving and loading trained models.

A checkpoint is one ``torch.save`` file holding the whole model object (so the
evaluation scripts do not need to rebuild it from the config), the config it
was trained with, the training history and the environment.
"""
import os

import torch

from rbfpool.utils.misc import environment


def checkpoint_path(ckpt_dir, tag, variant):
    name = "{}{}.pt".format(tag + "_" if tag else "", variant)
    return os.path.join(ckpt_dir, name)


def save_checkpoint(path, model, cfg, variant, history):
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    payload = {
        "model": model,
        "variant": variant,
        "config": {k: v for k, v in cfg.items() if not k.startswith("_")},
        "history": history,
        "env": environment(),
        "format": 2,
    }
    torch.save(payload, path)
    return path


def load_checkpoint(path, device):
    payload = torch.load(path, map_location=device)
    if isinstance(payload, dict) and "model" in payload:
        model = payload["model"]
    else:  # format 1: the bare model object
        model, payload = payload, {"model": payload, "format": 1}
    model.to(device)
    model.eval()
    return model, payload
