"""Training-time augmentation of point sets.

All randomness comes from the NumPy RandomState handed in by the trainer, so
that a run is reproducible from the config's seed alone.
"""
import math

import numpy as np
import torch


class Compose(object):
    def __init__(self, transforms):
        self.transforms = list(transforms)

    def __call__(self, x, rng):
        for t in self.transforms:
            x = t(x, rng)
        return x


class RandomRotateZ(object):
    """Rotate every set of the batch by its own angle about the z axis."""

    def __call__(self, x, rng):
        theta = rng.uniform(0.0, 2.0 * math.pi, size=x.shape[0])
        c = torch.from_numpy(np.cos(theta)).to(x.dtype)
        s = torch.from_numpy(np.sin(theta)).to(x.dtype)
        rx = c[:, None] * x[..., 0] - s[:, None] * x[..., 1]
        ry = s[:, None] * x[..., 0] + c[:, None] * x[..., 1]
        return torch.stack([rx, ry, x[..., 2]], dim=-1)


class RandomScale(object):
    def __init__(self, low=0.9, high=1.1):
        self.low, self.high = low, high

    def __call__(self, x, rng):
        s = torch.from_numpy(rng.uniform(self.low, self.high, size=(x.shape[0], 1, 3))).to(x.dtype)
        return x * s


class Jitter(object):
    def __init__(self, sigma=0.01, clip=0.03):
        self.sigma, self.clip = sigma, clip

    def __call__(self, x, rng):
        n = rng.normal(scale=self.sigma, size=tuple(x.shape)).clip(-self.clip, self.clip)
        return x + torch.from_numpy(n).to(x.dtype)


def build(cfg):
    """Augmentation pipeline from the config's ``augment`` section (may be empty)."""
    ts = []
    if cfg.get("rotate_z", False):
        ts.append(RandomRotateZ())
    if cfg.get("scale"):
        lo, hi = cfg["scale"]
        ts.append(RandomScale(lo, hi))
    if cfg.get("jitter", 0) > 0:
        ts.append(Jitter(cfg["jitter"]))
    return Compose(ts) if ts else None
