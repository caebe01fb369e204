"""Device and mixed-precision handling.

``amp: true`` trains under ``torch.autocast`` for the configured device, with a
gradient scaler on a GPU (what the paper's timing runs used).
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
    return torch.autocast(device_type=device.type)


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
    return "autocast-" + device.type
