"""Optimiser and learning-rate schedule from the config's ``train`` section."""
import math

import torch


def build_optimizer(model, cfg):
    name = cfg.get("optimizer", "sgd").lower()
    lr = float(cfg["lr"])
    wd = float(cfg.get("weight_decay", 0.0))
    if name == "sgd":
        return torch.optim.SGD(model.parameters(), lr=lr, momentum=float(cfg.get("momentum", 0.9)),
                               weight_decay=wd, nesterov=bool(cfg.get("nesterov", False)))
    if name == "adam":
        return torch.optim.Adam(model.parameters(), lr=lr, weight_decay=wd)
    raise ValueError("unknown optimizer: {}".format(name))


class WarmupCosine(object):
    """Linear warm-up for ``warmup`` steps, then cosine decay to ``min_lr`` (per step)."""

    def __init__(self, optimizer, total_steps, warmup=0, min_lr=0.0):
        self.opt = optimizer
        self.total = max(int(total_steps), 1)
        self.warmup = int(warmup)
        self.min_lr = float(min_lr)
        self.base = [g["lr"] for g in optimizer.param_groups]
        self.t = 0
        self._set(0)

    def factor(self, t):
        if self.warmup > 0 and t < self.warmup:
            return (t + 1) / float(self.warmup)
        span = max(self.total - self.warmup, 1)
        x = min(max(t - self.warmup, 0), span) / float(span)
        return 0.5 * (1.0 + math.cos(math.pi * x))

    def _set(self, t):
        f = self.factor(t)
        for g, b in zip(self.opt.param_groups, self.base):
            g["lr"] = self.min_lr + (b - self.min_lr) * f

    def step(self):
        self.t += 1
        self._set(self.t)

    @property
    def lr(self):
        return self.opt.param_groups[0]["lr"]
