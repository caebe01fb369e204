"""Device and mixed-precision handling.

``amp: true`` trains under autocast. On a GPU this is float16 autocast with a
gradient scaler (what the paper's timing runs used). Since 0.3.0 CPU runs
honour the flag as well, with bfloat16 autocast (the only lower precision CPU
autocast supports); no gradient scaling is needed for bfloat16.
"""
from contextlib import contextmanager

import torch


def resolve_device(name):
    """``cpu``, ``cuda`` or ``cuda:N`` from the config."""
    return torch.device(name)


@contextmanager
def _null():
    yield


def autocast(device, enabled):
    if not enabled:
        return _null()
    if device.type == "cuda":
        return torch.cuda.amp.autocast(dtype=torch.float16)
    return torch.autocast(device_type="cpu", dtype=torch.bfloat16)


class _NoScaler(object):
    """Stand-in for GradScaler when no loss scaling is needed."""

    def scale(self, loss):
        return loss

    def unscale_(self, optimizer):
        pass

    def step(self, optimizer):
        optimizer.step()

    def update(self):
        pass

    def state_dict(self):
        return {}


def grad_scaler(device, enabled):
    if enabled and device.type == "cuda":
        return torch.cuda.amp.GradScaler()
    return _NoScaler()


def describe(device, enabled):
    if not enabled:
        return "fp32"
    return "fp16-autocast" if device.type == "cuda" else "bf16-autocast"
