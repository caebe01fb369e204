"""Saving and loading checkpoints.

A checkpoint is a dict ``{"state_dict", "optimizer", "epoch", "step", "cfg", "metrics"}``
written with ``torch.save``. We keep the legacy (non-zip) serialization so that checkpoints
written on the cluster (torch 1.8) load on the older torch the annotation machines run.
"""
import os

import torch

from copyspan.utils.logging import get_logger

log = get_logger("checkpoint")


def unwrap(model):
    return model.module if hasattr(model, "module") else model


def save_checkpoint(path, model, optimizer=None, epoch=None, step=None, cfg=None, metrics=None):
    d = os.path.dirname(path)
    if d:
        os.makedirs(d, exist_ok=True)
    state = {
        "state_dict": model.state_dict(),
        "optimizer": optimizer.state_dict() if optimizer is not None else None,
        "epoch": epoch,
        "step": step,
        "cfg": cfg,
        "metrics": metrics or {},
    }
    torch.save(state, path, _use_new_zipfile_serialization=False)
    log.debug("saved %s (epoch %s, step %s)", path, epoch, step)
    return path


def load_checkpoint(path, map_location="cpu"):
    if not os.path.exists(path):
        raise FileNotFoundError("checkpoint not found: %s" % path)
    return torch.load(path, map_location=map_location)


def load_pretrained(model, path, prefix_map=None, strict=False):
    """Initialise ``model`` (or the parts of it the checkpoint has) from a pretraining run.

    The pretraining checkpoint holds the encoder only (embedding + recurrent core); the output head
    of the downstream task is new, hence ``strict=False``. ``prefix_map`` renames key prefixes,
    e.g. ``{"encoder.": ""}``.
    """
    ckpt = load_checkpoint(path)
    sd = ckpt.get("state_dict", ckpt)
    if prefix_map:
        renamed = {}
        for k, v in sd.items():
            for old, new in prefix_map.items():
                if k.startswith(old):
                    k = new + k[len(old):]
                    break
            renamed[k] = v
        sd = renamed
    result = model.load_state_dict(sd, strict=strict)
    missing = list(getattr(result, "missing_keys", []))
    unexpected = list(getattr(result, "unexpected_keys", []))
    log.info("warm start: %d tensors from %s (pretrain step %s)", len(sd), path, ckpt.get("step"))
    log.debug("warm start: missing keys %s", missing)
    log.debug("warm start: unexpected keys %s", unexpected)
    return ckpt


def latest_checkpoint(run_dir):
    if not os.path.isdir(run_dir):
        return None
    cands = [f for f in os.listdir(run_dir) if f.startswith("epoch_") and f.endswith(".pt")]
    if not cands:
        return None
    cands.sort(key=lambda f: int(f[len("epoch_"):-len(".pt")]))
    return os.path.join(run_dir, cands[-1])
