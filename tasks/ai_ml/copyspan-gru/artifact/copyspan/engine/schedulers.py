"""Learning-rate schedules as LambdaLR multipliers, stepped once per optimiser step."""
import math

from torch.optim.lr_scheduler import LambdaLR

from copyspan.registry import SCHEDULERS


@SCHEDULERS.register("constant")
def constant(optimizer, total_steps, warmup_steps=0):
    def f(step):
        if warmup_steps and step < warmup_steps:
            return (step + 1) / warmup_steps
        return 1.0
    return LambdaLR(optimizer, f)


@SCHEDULERS.register("cosine")
def cosine(optimizer, total_steps, warmup_steps=0, min_ratio=0.0):
    def f(step):
        if warmup_steps and step < warmup_steps:
            return (step + 1) / warmup_steps
        t = (step - warmup_steps) / max(1, total_steps - warmup_steps)
        t = min(max(t, 0.0), 1.0)
        return min_ratio + (1 - min_ratio) * 0.5 * (1 + math.cos(math.pi * t))
    return LambdaLR(optimizer, f)


@SCHEDULERS.register("linear")
def linear(optimizer, total_steps, warmup_steps=0, min_ratio=0.0):
    def f(step):
        if warmup_steps and step < warmup_steps:
            return (step + 1) / warmup_steps
        t = (step - warmup_steps) / max(1, total_steps - warmup_steps)
        return max(min_ratio, 1.0 - t)
    return LambdaLR(optimizer, f)


@SCHEDULERS.register("inverse_sqrt")
def inverse_sqrt(optimizer, total_steps, warmup_steps=100):
    def f(step):
        step = step + 1
        if step < warmup_steps:
            return step / warmup_steps
        return math.sqrt(warmup_steps / step)
    return LambdaLR(optimizer, f)


def build_scheduler(scfg, optimizer, total_steps, steps_per_epoch=None):
    scfg = dict(scfg or {"type": "constant"})
    name = scfg.pop("type")
    warmup = scfg.get("warmup_steps")
    if isinstance(warmup, float) and 0 < warmup < 1:
        scfg["warmup_steps"] = max(1, int(round(warmup * (steps_per_epoch or total_steps))))
    return SCHEDULERS.get(name)(optimizer, total_steps, **scfg)
